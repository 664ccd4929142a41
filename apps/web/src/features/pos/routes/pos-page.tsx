// The point of sale (/pos, opened in its own tab): scan or search, quantities and discounts, the
// customer, cash with change, credit with OTP, hold and resume, print. Every frequent action has a
// shortcut, so a whole bill can be rung up from the keyboard.
import { Alert, Box, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PAYMENT_MODES } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { DEFAULT_PRINTER_SETTINGS } from '@storekeep/domain/printer';
import { type ReactNode, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import {
  approvalErrorText,
  approvalRequired,
  ManagerApprovalModal,
} from '../../../app/approval/manager-approval-modal.tsx';
import { newIdempotencyKey } from '../../../app/idempotency.ts';
import { usePrinterSettings, useSavePrinterSettings } from '../../../app/printing/printer-settings.ts';
import { receiptBytes, receiptLanguage } from '../../../app/printing/receipt.ts';
import { usePrinter } from '../../../app/printing/use-printer.ts';
import { useCompleteSale, useSendCreditOtp } from '../api/complete-sale.ts';
import { BillLines } from '../components/bill-lines.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { offerCreditOverride } from '../components/credit-override.tsx';
import { HeldBillsModal } from '../components/held-bills-modal.tsx';
import { LastOrderAlert } from '../components/last-order-alert.tsx';
import { PosHeader } from '../components/pos-header.tsx';
import { PrinterErrorDialog } from '../components/printer-error-dialog.tsx';
import { PrinterSettingsModal } from '../components/printer-settings-modal.tsx';
import { ProductSearch } from '../components/product-search.tsx';
import { ShortcutsHelp } from '../components/shortcuts-help.tsx';
import { type Tender, TenderPanel, tenderedPaise } from '../components/tender-panel.tsx';
import { discountText, parseDiscount } from '../model/discount-text.ts';
import { type HeldBill, holdBill, readHeldBills, resumeBill } from '../model/held-bills.ts';
import {
  EMPTY_DRAFT,
  isLoose,
  type SaleCustomer,
  saleBill,
  saleReducer,
  sameItem,
} from '../model/sale-draft.ts';
import { POS_SHORTCUTS, type PosShortcutId } from '../model/shortcuts.ts';

export interface PosSlots {
  /** The customers feature's picker with quick add, wired in by the app. */
  customerPicker: (props: {
    value: SaleCustomer | null;
    onChange: (customer: SaleCustomer | null) => void;
  }) => ReactNode;
}

const EMPTY_TENDER: Tender = { mode: 'CASH', cash: '', otp: '' };

export function PosPage({ slots }: { slots: PosSlots }) {
  const { t } = useTranslation();
  const appData = useAppData();
  const settings = appData.accountSettings;
  const supplierId = appData.supplier?.supplierId ?? 0;
  // The outlet the header names: the sale is booked there and the search reads its stock.
  const outletId = appData.selectedOutletId;
  const outlet = appData.outlets.find((o) => o.outletId === outletId) ?? null;
  const printerSettings = usePrinterSettings();
  const printerConfig = printerSettings.data ?? DEFAULT_PRINTER_SETTINGS;
  const printer = usePrinter(printerSettings.data);
  const savePrinter = useSavePrinterSettings();
  const complete = useCompleteSale();
  const sendOtp = useSendCreditOtp();

  const [draft, dispatch] = useReducer(saleReducer, EMPTY_DRAFT);
  const [tender, setTender] = useState<Tender>(EMPTY_TENDER);
  const [lastOrder, setLastOrder] = useState<OrderDetail | null>(null);
  const [approvalNeeded, setApprovalNeeded] = useState<{ error: ApiError; creditOverride: boolean } | null>(
    null,
  );
  const [held, setHeld] = useState<HeldBill[]>(() => readHeldBills(localStorage, supplierId));
  const [overlay, setOverlay] = useState<'help' | 'resume' | 'printer' | 'camera' | 'printerError' | null>(
    null,
  );
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const [billDiscountText, setBillDiscountText] = useState('');

  const searchRef = useRef<HTMLInputElement>(null);
  const cashRef = useRef<HTMLInputElement>(null);
  const billDiscountRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLDivElement>(null);
  const quantityRefs = useRef<(HTMLInputElement | null)[]>([]);
  const discountRefs = useRef<(HTMLInputElement | null)[]>([]);
  const attempt = useRef<string | null>(null);
  const completing = useRef(false);

  const onCameraCode = useCallback((code: string) => {
    setOverlay(null);
    setScanned(code);
  }, []);
  const [scanned, setScanned] = useState<string | null>(null);
  const clearScanned = useCallback(() => setScanned(null), []);

  const bill = useMemo(() => saleBill(draft, settings), [draft, settings]);
  const modes = PAYMENT_MODES.filter((mode) => mode !== 'CREDIT' || settings.isEnabledCustomerCredit);
  const focus = (el: HTMLElement | null | undefined) => {
    el?.focus();
    if (el instanceof HTMLInputElement) el.select();
  };
  const focusSearch = () => setTimeout(() => focus(searchRef.current), 0);

  const printOrder = useCallback(
    async (order: OrderDetail) => {
      if (printerConfig.templateId === 'A4') {
        window.open(`/api/v1/orders/${order.orderId}/invoice?layout=A4`, '_blank', 'noopener');
        return;
      }
      setPrinting(true);
      const bytes = receiptBytes(order, {
        storeName: appData.supplier?.storeName ?? '',
        language: receiptLanguage(order, appData),
        printer: { ...printerConfig, templateId: printerConfig.templateId },
        settings,
      });
      const ok = await printer.print(bytes);
      setPrinting(false);
      if (ok) notifications.show({ message: t('pos.printed'), color: 'green' });
      else setOverlay('printerError');
    },
    [appData, printer, printerConfig, settings, t],
  );

  const completeSale = () => submitSale(false);
  const submitSale = (creditOverride: boolean, approvalToken?: string) => {
    // A ref, not isPending: a second press before React re-renders must not send again.
    if (completing.current || draft.lines.length === 0) return;
    completing.current = true;
    const total = bill.grandTotal;
    // One key per bill: pressing Complete again after a lost reply cannot make a second order.
    attempt.current ??= newIdempotencyKey();
    const payment =
      tender.mode === 'CASH'
        ? { mode: tender.mode, amountPaise: total, tenderedPaise: tenderedPaise(tender, total) }
        : { mode: tender.mode, amountPaise: total };
    complete.mutate(
      {
        idempotencyKey: attempt.current,
        body: {
          source: 'INSTORE',
          ...(outletId ? { outletId } : {}),
          ...(draft.customer ? { customerId: draft.customer.customerId } : {}),
          items: draft.lines.map((line) => ({
            productId: line.productId,
            ...(line.variantId ? { variantId: line.variantId } : {}),
            ...(line.soldAsPkd ? { soldAsPkd: true } : {}),
            quantity: line.quantity,
            ...(line.discount ? { discount: line.discount } : {}),
            ...(line.serialNos?.length ? { serialNos: line.serialNos } : {}),
          })),
          ...(draft.billDiscount ? { billDiscount: draft.billDiscount } : {}),
          confirm: true,
          fulfilled: true,
          payments: total > 0 ? [payment] : [],
          ...(tender.mode === 'CREDIT' && tender.otp ? { creditOtp: tender.otp } : {}),
          ...(creditOverride ? { creditOverride: true } : {}),
          ...(approvalToken ? { approvalToken } : {}),
        },
      },
      {
        onSuccess: (order) => {
          attempt.current = null;
          setLastOrder(order);
          dispatch({ type: 'clear' });
          setTender(EMPTY_TENDER);
          setBillDiscountText('');
          setOtpSentTo(null);
          notifications.show({ message: t('pos.completed', { number: order.orderNumber }), color: 'green' });
          if (settings.autoInvoicePrint) void printOrder(order);
          focusSearch();
        },
        onError: (error) => {
          // The store wants a manager's PIN for this bill: the PIN dialog, then the bill again.
          const refusal = approvalRequired(error);
          if (refusal) {
            setApprovalNeeded({ error: refusal, creditOverride });
            return;
          }
          offerCreditOverride(error, appData.user.role, t, () => {
            complete.reset();
            submitSale(true);
          });
        },
        onSettled: () => {
          completing.current = false;
        },
      },
    );
  };

  const newBill = () => {
    attempt.current = null;
    dispatch({ type: 'clear' });
    setTender(EMPTY_TENDER);
    setBillDiscountText('');
    setLastOrder(null);
    complete.reset();
    focusSearch();
  };

  const hold = () => {
    if (draft.lines.length === 0) return;
    setHeld(holdBill(localStorage, supplierId, draft));
    newBill();
    notifications.show({ message: t('pos.held') });
  };

  const resume = (id: string) => {
    const restored = resumeBill(localStorage, supplierId, id);
    setHeld(readHeldBills(localStorage, supplierId));
    setOverlay(null);
    if (restored) {
      if (draft.lines.length > 0) setHeld(holdBill(localStorage, supplierId, draft));
      dispatch({ type: 'restore', draft: restored });
      setBillDiscountText(discountText(restored.billDiscount));
    }
    focusSearch();
  };

  const actions: Record<PosShortcutId, () => void> = {
    search: () => focus(searchRef.current),
    camera: () => setOverlay('camera'),
    customer: () => focus(customerRef.current?.querySelector('input')),
    quantity: () => focus(quantityRefs.current[draft.selected]),
    lineDiscount: () => focus(discountRefs.current[draft.selected]),
    billDiscount: () => focus(billDiscountRef.current),
    up: () => dispatch({ type: 'select', index: draft.selected - 1 }),
    down: () => dispatch({ type: 'select', index: draft.selected + 1 }),
    remove: () => draft.selected >= 0 && dispatch({ type: 'remove', index: draft.selected }),
    mode: () => {
      const next = modes[(modes.indexOf(tender.mode) + 1) % modes.length] ?? 'CASH';
      setTender({ ...tender, mode: next });
    },
    cash: () => {
      setTender({ ...tender, mode: 'CASH' });
      setTimeout(() => focus(cashRef.current), 0);
    },
    complete: completeSale,
    print: () => lastOrder && void printOrder(lastOrder),
    hold,
    resume: () => setOverlay('resume'),
    newBill,
    help: () => setOverlay('help'),
  };
  const actionsRef = useRef(actions);
  actionsRef.current = actions;
  // Shortcuts work while typing in any box (no ignored tags): the cashier's focus is always in one.
  useHotkeys(
    Object.entries(POS_SHORTCUTS).flatMap(([id, combos]) =>
      combos.map(
        (combo) =>
          [combo, () => actionsRef.current[id as PosShortcutId](), { preventDefault: true }] as const,
      ),
    ),
    [],
  );

  return (
    <Box p={{ base: 'xs', sm: 'md' }} mih="100vh" bg="var(--mantine-color-gray-0)" data-testid="pos-page">
      <ManagerApprovalModal
        reason={approvalNeeded?.error ?? null}
        onClose={() => setApprovalNeeded(null)}
        onApproved={(approvalToken) => {
          const creditOverride = approvalNeeded?.creditOverride ?? false;
          setApprovalNeeded(null);
          complete.reset();
          // Nothing was made by the refused request: the approved bill goes under a new key.
          attempt.current = null;
          submitSale(creditOverride, approvalToken);
        }}
      />
      <PosHeader
        outletName={outlet?.name ?? null}
        printerStatus={printer.status}
        heldCount={held.length}
        onPrinter={() => setOverlay('printer')}
        onResume={() => setOverlay('resume')}
        onHelp={() => setOverlay('help')}
      />

      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="sm">
            <Stack gap="sm">
              <ProductSearch
                outletId={outletId}
                inputRef={searchRef}
                onPick={(product) => {
                  const at = draft.lines.findIndex((line) => sameItem(line, product));
                  dispatch({ type: 'add', product });
                  // A loose item is weighed: its quantity box takes the weight next.
                  if (at < 0 && isLoose(product.unitOfMeasurement)) {
                    setTimeout(() => focus(quantityRefs.current[draft.lines.length]), 0);
                  }
                }}
                onCamera={() => setOverlay('camera')}
                scannedCode={scanned}
                onScannedHandled={clearScanned}
              />
              <BillLines
                draft={draft}
                bill={bill}
                dispatch={dispatch}
                refs={{ quantity: quantityRefs, discount: discountRefs }}
                showTaxColumns={settings.isDisplayTaxColumns}
                showHsnSac={settings.isShowHsnSacOnBilling}
                allowDiscounts={settings.isAllowDiscounts}
                sellLooseProducts={settings.sellLooseProducts}
                sellPackedAndLooseProducts={settings.sellPackedAndLooseProducts}
                showStock={outletId !== null}
                serials={{
                  enabled: settings.enableIMEINumber,
                  // As the bill goes: the selected outlet, else the person's first.
                  outletId: outletId ?? appData.outlets[0]?.outletId ?? null,
                }}
                onDone={focusSearch}
              />
              <Text size="xs" c="dimmed">
                {t('pos.lines', { count: draft.lines.length })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="sm">
            <Stack gap="sm">
              <div ref={customerRef}>
                {slots.customerPicker({
                  value: draft.customer,
                  onChange: (customer) => dispatch({ type: 'customer', customer }),
                })}
              </div>
              {settings.isAllowDiscounts && (
                <TextInput
                  ref={billDiscountRef}
                  label={t('pos.billDiscount')}
                  placeholder={t('pos.billDiscountHint')}
                  value={billDiscountText}
                  onChange={(e) => {
                    setBillDiscountText(e.currentTarget.value);
                    const parsed = parseDiscount(e.currentTarget.value);
                    if (parsed !== 'invalid') dispatch({ type: 'billDiscount', discount: parsed });
                  }}
                  error={parseDiscount(billDiscountText) === 'invalid' ? t('pos.billDiscount') : null}
                  data-testid="pos-bill-discount"
                />
              )}
              <TenderPanel
                bill={bill}
                modes={modes}
                tender={tender}
                onTender={setTender}
                cashRef={cashRef}
                otpRequired={settings.customerCreditOtpRequired}
                otpSentTo={otpSentTo}
                onSendOtp={() => {
                  if (!draft.customer) return;
                  sendOtp.mutate(draft.customer.customerId, {
                    onSuccess: (reply) => setOtpSentTo(reply.sentTo),
                  });
                }}
                onComplete={completeSale}
              />
              {tender.mode === 'CREDIT' && !draft.customer && (
                <Alert color="orange" p="xs">
                  {t('pos.creditNeedsCustomer')}
                </Alert>
              )}
              {(complete.error || sendOtp.error) && (
                <Alert color="red" p="xs" role="alert" data-testid="pos-error">
                  {approvalErrorText(t, complete.error ?? sendOtp.error)}
                </Alert>
              )}
              <Button
                size="lg"
                onClick={completeSale}
                loading={complete.isPending}
                disabled={draft.lines.length === 0}
                data-testid="pos-complete"
              >
                {t('pos.complete')}
              </Button>
              <Group grow gap="xs">
                <Button
                  variant="default"
                  onClick={hold}
                  disabled={draft.lines.length === 0}
                  data-testid="pos-hold"
                >
                  {t('pos.hold')}
                </Button>
                <Button variant="default" onClick={newBill} data-testid="pos-new">
                  {t('pos.newBill')}
                </Button>
              </Group>
              {lastOrder && (
                <LastOrderAlert
                  order={lastOrder}
                  printing={printing}
                  invoiceLayout={printerConfig.templateId}
                  onPrint={() => void printOrder(lastOrder)}
                />
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <ShortcutsHelp opened={overlay === 'help'} onClose={() => setOverlay(null)} />
      <HeldBillsModal
        opened={overlay === 'resume'}
        held={held}
        onClose={() => setOverlay(null)}
        onResume={resume}
      />
      <PrinterSettingsModal
        opened={overlay === 'printer'}
        settings={printerConfig}
        onClose={() => {
          setOverlay(null);
          void printer.check();
        }}
      />
      <CameraScanner opened={overlay === 'camera'} onClose={() => setOverlay(null)} onCode={onCameraCode} />
      <PrinterErrorDialog
        opened={overlay === 'printerError'}
        host={printerConfig.printerHost}
        useHttps={printerConfig.useHttps}
        onSwitchToHttp={() => savePrinter.mutate({ ...printerConfig, useHttps: false })}
        onContinue={() => {
          setOverlay(null);
          focusSearch();
        }}
      />
    </Box>
  );
}
