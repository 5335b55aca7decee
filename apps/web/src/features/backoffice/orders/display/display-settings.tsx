import { useSyncExternalStore } from 'react';
import { de } from '../../../../i18n/de.ts';
import styles from './display-settings.module.css';

/**
 * The local display settings of spec §3 ("Local settings: show product data, show customer data
 * (stored as 1/0 flags)", §10 "Local settings stored as 1/0 flags"): two switches on the order
 * screens and the front desk, kept in this browser's localStorage as "1" or "0". A screen the
 * customers can see hides the order lines or the customer's data. Shown unless set to "0".
 */

const t = de.backofficeOrders.display;

export const DISPLAY_SETTING_KEYS = {
  showProductData: 'showProductData',
  showCustomerData: 'showCustomerData',
} as const;

export type DisplaySetting = keyof typeof DISPLAY_SETTING_KEYS;

const CHANGE_EVENT = 'shop:display-settings';

function readFlag(key: DisplaySetting): boolean {
  try {
    return window.localStorage.getItem(DISPLAY_SETTING_KEYS[key]) !== '0';
  } catch {
    return true;
  }
}

function writeFlag(key: DisplaySetting, isShown: boolean): void {
  try {
    window.localStorage.setItem(DISPLAY_SETTING_KEYS[key], isShown ? '1' : '0');
  } catch {
    // Storage blocked (private mode): the switch still works for this page view below.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether this browser shows the order lines / the customer's data (spec §3). */
export function useDisplaySetting(key: DisplaySetting): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => true,
  );
}

/** The two switches, for the header of the order lists, the order page and the front desk. */
export function DisplaySettingsToggles() {
  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.legend}>{t.label}</legend>
      <DisplayToggle setting="showProductData" />
      <DisplayToggle setting="showCustomerData" />
    </fieldset>
  );
}

/** One switch of the local display settings, labelled with the setting's text. */
function DisplayToggle({ setting }: { setting: DisplaySetting }) {
  const isShown = useDisplaySetting(setting);
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={isShown}
        onChange={(event) => writeFlag(setting, event.target.checked)}
      />
      {t[setting]}
    </label>
  );
}

/** The customer's name, or "ausgeblendet" while the customer's data is hidden. */
export function CustomerText({ children }: { children: string }) {
  const isShown = useDisplaySetting('showCustomerData');
  return <>{isShown ? children : t.hidden}</>;
}

/** Product data (lines, item count), or "ausgeblendet" while it is hidden. */
export function ProductText({ children }: { children: string }) {
  const isShown = useDisplaySetting('showProductData');
  return <>{isShown ? children : t.hidden}</>;
}
