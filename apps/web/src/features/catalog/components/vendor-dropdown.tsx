import { LIMITS, type MenuVendor } from '@fortuna/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/image-cdn';
import { Icon } from '../../../ui/icons';
import { Popover } from '../../../ui/popover';
import styles from './vendor-dropdown.module.css';

type VendorDropdownProps = {
  vendors: readonly MenuVendor[];
  value: string | null;
  onChange: (vendor: string | null) => void;
};

/**
 * The lobby's vendor filter (spec §2): a button that drops down "All providers" and the
 * category's vendors with their logos, in a grid when there are more than ten (spec §9 "large
 * layout"). Arrow keys move between options, Enter or Space picks, Escape closes.
 */
export function VendorDropdown({ vendors, value, onChange }: VendorDropdownProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const large = vendors.length > LIMITS.vendorDropdownLargeAbove;
  const selected = vendors.find((vendor) => vendor.vendor === value) ?? null;

  const focusOption = (index: number) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-option]') ?? [])];
    options[(index + options.length) % options.length]?.focus();
  };
  const openList = () => {
    setOpen(true);
    // Focus the chosen option once the panel is in the page.
    requestAnimationFrame(() => focusOption(selected ? vendors.indexOf(selected) + 1 : 0));
  };
  const pick = (vendor: string | null) => {
    onChange(vendor);
    setOpen(false);
    anchor?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-option]') ?? [])];
    const index = options.indexOf(document.activeElement as HTMLButtonElement);
    const columns = large ? Number(getComputedStyle(listRef.current as Element).getPropertyValue('--columns')) || 1 : 1;
    const rtl = document.documentElement.dir === 'rtl';
    const steps: Record<string, number> = {
      ArrowDown: columns,
      ArrowUp: -columns,
      ArrowRight: large ? (rtl ? -1 : 1) : 0,
      ArrowLeft: large ? (rtl ? 1 : -1) : 0,
    };
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusOption(event.key === 'Home' ? 0 : options.length - 1);
    } else if (steps[event.key]) {
      event.preventDefault();
      focusOption(Math.min(Math.max(index + (steps[event.key] ?? 0), 0), options.length - 1));
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const option = (vendor: MenuVendor | null) => {
    const code = vendor?.vendor ?? null;
    const current = code === (selected?.vendor ?? null);
    return (
      <button
        key={code ?? 'all'}
        type="button"
        role="option"
        aria-selected={current}
        data-option
        data-testid={`vendor-option-${code ?? 'ALL'}`}
        className={styles.option}
        onClick={() => pick(code)}
      >
        {vendor ? (
          <img className={styles.logo} src={imageUrl(vendor.logoUrl)} alt="" width={56} height={21} loading="lazy" />
        ) : (
          <span className={styles.allMark} aria-hidden="true">
            <Icon.Gamepad size={16} />
          </span>
        )}
        <span className={styles.optionName}>{vendor ? vendor.name : t('lobby.all_vendors')}</span>
        {current ? <Icon.Check size={16} className={styles.check} /> : null}
      </button>
    );
  };

  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('lobby.vendor_filter', { vendor: selected?.name ?? t('lobby.all_vendors') })}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openList();
          }
        }}
        data-testid="vendor-dropdown"
      >
        {selected ? (
          <img className={styles.logo} src={imageUrl(selected.logoUrl)} alt="" width={56} height={21} />
        ) : (
          <Icon.Gamepad size={18} className={styles.triggerIcon} />
        )}
        <span className={styles.triggerName}>{selected?.name ?? t('lobby.all_vendors')}</span>
        <Icon.ChevronDown size={16} className={styles.chevron} />
      </button>
      <Popover open={open} anchor={anchor} onClose={() => setOpen(false)} className={large ? styles.panelLarge : styles.panel}>
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('lobby.vendors')}
          className={large ? styles.grid : styles.list}
          onKeyDown={onListKeyDown}
          data-testid="vendor-options"
        >
          {option(null)}
          {vendors.map((vendor) => option(vendor))}
        </div>
      </Popover>
    </>
  );
}
