import { describe, expect, it } from 'vitest';
import { ApiError } from '@delivery/client/api-error';
import { waitsForConnection, type ReadState } from './connection.ts';

const read = (over: Partial<ReadState>): ReadState => ({
  status: 'success',
  fetchStatus: 'idle',
  error: null,
  isPlaceholderData: false,
  ...over,
});
const networkError = new ApiError('network', 'Failed to fetch');

describe('waitsForConnection', () => {
  it('waits while TanStack Query holds the read for want of a network', () => {
    expect(waitsForConnection(read({ status: 'pending', fetchStatus: 'paused' }), false)).toBe(true);
  });

  it('lets a read that is running show its loading state, even offline (a copy on the device may answer)', () => {
    expect(waitsForConnection(read({ status: 'pending', fetchStatus: 'fetching' }), false)).toBe(false);
    expect(waitsForConnection(read({ status: 'pending', fetchStatus: 'fetching' }), true)).toBe(false);
  });

  it('waits offline when the read failed or shows an earlier answer', () => {
    expect(waitsForConnection(read({ status: 'error', error: networkError }), false)).toBe(true);
    expect(waitsForConnection(read({ isPlaceholderData: true, fetchStatus: 'paused' }), false)).toBe(true);
  });

  it('keeps waiting back online until the read failed for the network is answered again', () => {
    expect(waitsForConnection(read({ status: 'error', error: networkError, fetchStatus: 'fetching' }), true)).toBe(
      true,
    );
    expect(waitsForConnection(read({ status: 'error', error: networkError, fetchStatus: 'idle' }), true)).toBe(false);
  });

  it('never hides an answer or a refusal of the server', () => {
    expect(waitsForConnection(read({}), false)).toBe(false);
    expect(waitsForConnection(read({}), true)).toBe(false);
    const refused = new ApiError('business', 'Loja não encontrada', 200, 4);
    expect(waitsForConnection(read({ status: 'error', error: refused, fetchStatus: 'fetching' }), true)).toBe(false);
  });
});
