import { useSyncExternalStore } from 'react';
import type { DeviceSetting } from '../lib/device-setting.ts';

/** The setting's value, re-rendering when this page changes it. */
export function useDeviceSetting<T>(setting: DeviceSetting<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(setting.subscribe, setting.read, setting.read);
  return [value, setting.write];
}
