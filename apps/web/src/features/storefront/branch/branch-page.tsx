import {
  applyTableLink,
  type Branch,
  branchBusyNotice,
  type Cart,
  type CartItem,
  deliveryMethodOf,
  isBranchOpen,
  orderingNotices,
  orderingState,
  type Product,
  type PublicConfig,
  saveCartItem,
} from '@shop/domain';
import {
  memo,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { trackEvent } from '../analytics/tracking.ts';
import { CART_TOGGLE_ID, CartPanel } from '../cart/cart-panel.tsx';
import { cartStoreFor } from '../cart/cart-store.ts';
import { CategoryBar } from '../category-bar/category-bar.tsx';
import { useBranches, useConfig, useInitData } from '../init/api/get-init.ts';
import { SearchableMenu } from '../menu/searchable-menu.tsx';
import { useBranchMenu } from '../menu/use-menu-view.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { NotFoundPage } from '../site/not-found-page.tsx';
import { AddedToast } from './added-toast.tsx';
import { BranchIntro } from './branch-intro.tsx';
import styles from './branch-page.module.css';
import { OrderTypeSwitch } from './order-type-switch.tsx';
import { OrderingNotices } from './ordering-notices.tsx';
import { TableBanner } from './table-banner.tsx';
import { useCartMigration } from './use-cart-migration.ts';
import { useMenuReload } from './use-menu-reload.ts';
import { useOverlayHistory } from './use-overlay-history.ts';

const loadItemEditor = () => import('../item-editor/item-editor.tsx');
const ItemEditor = lazyWithPreload(async () => (await loadItemEditor()).default);
const ItemEditorWarmUp = lazyWithPreload(async () => (await loadItemEditor()).ItemEditorWarmUp);

/** What the item editor is open for: a new line of a product, or the cart line at `index`. */
type EditorTarget = { product: Product; item: CartItem | null; index: number | null };

/** spec §2 "Branch ordering page" at /store/{branchIdentifier}. */
export function BranchPage() {
  const { branchIdentifier } = useParams();
  const branch = useBranches().find(
    (candidate) => candidate.isEnabled && candidate.identifier === branchIdentifier,
  );
  if (!branch) return <NotFoundPage />;
  return <BranchOrdering key={branch.identifier} branch={branch} />;
}

function BranchOrdering({ branch }: { branch: Branch }) {
  const config = useConfig();
  const { timeZone, currency } = config;
  const now = useNow(30_000);
  useDocumentTitle(branch.name);
  useMenuReload();
  useTableLink(branch, config);

  const state = orderingState(branch, now, timeZone);
  const menu = useBranchMenu(branch, now, timeZone);
  const [removedNames, dismissRemoved] = useCartMigration(branch, config, menu.activeProducts);
  const notices = orderingNotices(branch, now, timeZone);
  // Busy mode: the paused ordering until it ends (docs/decisions/041), else the longer wait until
  // the day ends (docs/decisions/037-slot-capacity.md); `now` ticks, so both end by themselves.
  const busyNotice = branchBusyNotice(branch, now, timeZone);
  const noticeKey = notices.join('\n');
  const noticeLines = useMemo(() => (noticeKey ? noticeKey.split('\n') : []), [noticeKey]);
  const categories = useMemo(() => menu.groups.map((group) => group.category), [menu.groups]);

  // Opening the editor must not re-render this page (menu, notices, cart): the editor's state
  // lives in ItemEditorHost, which registers its `open` here (docs/budgets.md P7, lab INP).
  const openEditor = useRef<(target: EditorTarget) => void>(() => undefined);
  const openProduct = useCallback((product: Product) => {
    openEditor.current({ product, item: null, index: null });
  }, []);
  const editLine = useCallback((index: number, cart: Cart) => {
    const item = cart.items[index];
    if (item) openEditor.current({ product: item.product, item, index });
  }, []);

  return (
    <div className={state.isClosedStyle ? `${styles.page} ${styles.closed}` : styles.page}>
      <TableBanner branch={branch} config={config} />
      <BranchIntro
        branch={branch}
        now={now}
        timeZone={timeZone}
        isStatusInToolbar={config.enablePluginToolbar}
      />
      {config.enablePluginCategoryBar && categories.length > 1 ? (
        <CategoryBar categories={categories} />
      ) : null}
      <Container className={styles.layout}>
        <div className={styles.main}>
          <OrderTypeSwitch branch={branch} config={config} />
          <OrderingNotices
            lines={noticeLines}
            tone={isBranchOpen(branch, now, timeZone) ? 'delivery' : 'closed'}
          />
          {busyNotice ? <OrderingNotices lines={[busyNotice]} tone="delivery" /> : null}
          {removedNames.length > 0 ? (
            <div className={styles.changed} role="alert">
              <p>{de.ordering.productsChanged(removedNames.join(', '))}</p>
              <button type="button" className={styles.dismiss} onClick={dismissRemoved}>
                {de.ordering.dismiss}
              </button>
            </div>
          ) : null}
          <div className={styles.menu}>
            <SearchableMenu
              groups={menu.groups}
              canOrder={state.canFillCart}
              currency={currency}
              onOpenProduct={openProduct}
            />
          </div>
        </div>
        <CartPanel
          branch={branch}
          config={config}
          now={now}
          canFillCart={state.canFillCart}
          onEditLine={editLine}
        />
      </Container>
      <ItemEditorHost
        branch={branch}
        config={config}
        openRef={openEditor}
        warmUpProduct={menu.groups[0]?.products[0]?.product}
      />
    </div>
  );
}

type ItemEditorHostProps = {
  branch: Branch;
  config: PublicConfig;
  /** Set to this host's `open` while mounted. */
  openRef: RefObject<(target: EditorTarget) => void>;
  /** The product the editor's idle warm-up renders (the menu's first). */
  warmUpProduct: Product | undefined;
};

/**
 * The item editor overlay and the 'added' toast with their state: a tap on a product re-renders
 * this host and the editor, nothing else of the page.
 */
const ItemEditorHost = memo(function ItemEditorHost({
  branch,
  config,
  openRef,
  warmUpProduct,
}: ItemEditorHostProps) {
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [isWarmingUp, setWarmingUp] = useState(false);
  const endWarmUp = useCallback(() => setWarmingUp(false), []);
  const [toastSerial, setToastSerial] = useState(0);
  const closeEditor = useOverlayHistory('item-editor', editor !== null, () => setEditor(null));
  const hideToast = useCallback(() => setToastSerial(0), []);
  const shouldFocusCart = useRef(false);
  useEffect(() => {
    openRef.current = (target) => {
      setWarmingUp(false); // a tap before the warm-up ran: the editor itself warms nothing any more
      setEditor(target);
    };
  }, [openRef]);
  useEffect(() => {
    // After "Zum Warenkorb hinzufügen" the focus goes to the cart, a step from 'Jetzt bestellen'
    // (docs/decisions/017-customer-journey-comfort.md); else back to the opener (useReturnFocus).
    if (editor !== null || !shouldFocusCart.current) return;
    shouldFocusCart.current = false;
    document.getElementById(CART_TOGGLE_ID)?.focus();
  }, [editor]);

  const saveItem = (item: CartItem) => {
    cartStoreFor(branch, config).update((cart) => saveCartItem(cart, item, editor?.index));
    // spec §1: the 'add to cart' tracking event, for a new line (editing a line adds nothing).
    if (editor?.index === null || editor?.index === undefined) {
      trackEvent('addToCart', {
        branch: branch.identifier,
        product: item.product.id,
        name: item.product.name,
        amount: item.amount,
        unit: item.unit,
      });
    }
    shouldFocusCart.current = editor?.index === null || editor?.index === undefined;
    closeEditor();
    setToastSerial((serial) => serial + 1);
  };

  // The editor is its own chunk: fetch it while the browser is idle, before the first tap, and
  // warm it up once (ItemEditorWarmUp), at the lowest priority.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => {
      void Promise.all([ItemEditor.preload(), ItemEditorWarmUp.preload()]).then(() =>
        startTransition(() => setWarmingUp(true)),
      );
    });
  }, []);

  return (
    <>
      {isWarmingUp && editor === null && warmUpProduct ? (
        <ItemEditorWarmUp
          product={warmUpProduct}
          method={deliveryMethodOf(cartStoreFor(branch, config).getSnapshot())}
          currency={config.currency}
          onDone={endWarmUp}
        />
      ) : null}
      {editor ? (
        <Suspense fallback={null}>
          <EditorForCart
            branch={branch}
            config={config}
            target={editor}
            onSave={saveItem}
            onCancel={closeEditor}
          />
        </Suspense>
      ) : null}
      <AddedToast serial={toastSerial} onHide={hideToast} />
    </>
  );
});

type EditorForCartProps = {
  branch: Branch;
  config: PublicConfig;
  target: EditorTarget;
  onSave: (item: CartItem) => void;
  onCancel: () => void;
};

/** The editor prices the line for the cart's current order type. */
function EditorForCart({ branch, config, target, onSave, onCancel }: EditorForCartProps) {
  const store = cartStoreFor(branch, config);
  const method = deliveryMethodOf(store.getSnapshot());
  return (
    <ItemEditor
      product={target.product}
      item={target.item}
      method={method}
      currency={config.currency}
      onSave={onSave}
      onCancel={onCancel}
      saveLabel={target.index === null ? undefined : de.ordering.editor.saveChange}
    />
  );
}

/**
 * A table's QR code opens /store/{branch}?table={tableIdentifier}: the cart becomes
 * dine-in at that table when the branch offers it (domain applyTableLink); unknown tables are
 * ignored.
 */
function useTableLink(branch: Branch, config: PublicConfig) {
  const [searchParams] = useSearchParams();
  const tables = useInitData('/api/tables');
  const tableIdentifier = searchParams.get('table');
  useEffect(() => {
    if (!tableIdentifier) return;
    cartStoreFor(branch, config).update((cart) =>
      applyTableLink(cart, branch, tables, tableIdentifier),
    );
  }, [branch, config, tables, tableIdentifier]);
}
