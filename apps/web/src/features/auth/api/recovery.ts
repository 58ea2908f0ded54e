import type { CallInput } from '@delivery/contract/call';
import { customerCalls } from '@delivery/contract/calls/customer';
import type { TFindCustomerResponse } from '@delivery/contract/customer';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { getItem, removeItem, setItem, storageKeys, type StoredDataRecovery } from '../../../lib/storage.ts';

export type RecoveryDelivery = CallInput<typeof customerCalls.sendDataRecovery>['tipo'];

/** Recovery, step 1: finds the account and keeps the request (dataRecovery) for the next steps. */
export async function findCustomer(
  profileId: number,
  search: Omit<CallInput<typeof customerCalls.findCustomer>, 'profile_id'>,
): Promise<TFindCustomerResponse> {
  const answer = expectSuccess(await call(customerCalls.findCustomer, { profile_id: profileId, ...search }));
  await setItem(storageKeys.dataRecovery, { token: answer.token, message_id: answer.message_id });
  return answer;
}

export function readDataRecovery(): Promise<StoredDataRecovery | null> {
  return getItem(storageKeys.dataRecovery).catch(() => null);
}

export function clearDataRecovery(): Promise<void> {
  return removeItem(storageKeys.dataRecovery);
}

/** Sends the code by the chosen channel; resolves with the server's 'sent to' message. */
export async function sendDataRecovery(
  profileId: number,
  request: StoredDataRecovery,
  tipo: RecoveryDelivery,
): Promise<string> {
  const body = { profile_id: profileId, tipo, message_id: String(request.message_id), token: request.token };
  return expectSuccess(await call(customerCalls.sendDataRecovery, body)).message;
}

export async function checkCode(profileId: number, request: StoredDataRecovery, code: string): Promise<void> {
  const body = {
    profile_id: profileId,
    token: request.token,
    message_id: String(request.message_id),
    code_typed: code,
  };
  expectSuccess(await call(customerCalls.checkCode, body));
}

/** Sets the new password; resolves with the server's message for 'Bom trabalho'. */
export async function changePasswordByToken(
  profileId: number,
  request: StoredDataRecovery,
  password: string,
  password2: string,
): Promise<string> {
  const body = { profile_id: profileId, token: request.token, password, password2 };
  return expectSuccess(await call(customerCalls.changePasswordByToken, body)).message;
}
