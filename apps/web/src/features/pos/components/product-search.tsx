// The one box the cashier types or scans into. A keyboard-wedge scanner types the barcode and
// Enter; a term without letters is looked up as a barcode and added at once. A name is searched as
// it is typed (after a short pause) and its matches are picked with the arrow keys and Enter.

import { ActionIcon, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { isBarcodeTerm, nameSearchAction } from '@storekeep/domain/product-search';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { findProducts } from '../api/find-products.ts';
import type { SaleProduct } from '../model/sale-draft.ts';

/** The pause after the last key before a typed name is searched. */
export const NAME_SEARCH_DELAY_MS = 300;

export function ProductSearch({
  outletId,
  inputRef,
  onPick,
  onCamera,
  scannedCode,
  onScannedHandled,
}: {
  /** The outlet the bill is for: the matches carry its stock. */
  outletId: number | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (product: SaleProduct) => void;
  onCamera: () => void;
  /** A code read by the camera: looked up as if a scanner had typed it. */
  scannedCode: string | null;
  onScannedHandled: () => void;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<SaleProduct[]>([]);
  const [active, setActive] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  /** The box's text as last typed, read when a search answers (a stale answer is dropped). */
  const typed = useRef('');

  const pick = (product: SaleProduct) => {
    onPick(product);
    typed.current = '';
    setTerm('');
    setMatches([]);
    setMessage(null);
  };

  // Scans are looked up one after another, in the order scanned: a wedge scanner types the next
  // code while the previous one is still being looked up, so the box is cleared at once.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const [pending, setPending] = useState(0);

  const lookup = async (text: string) => {
    const { type, products } = await findProducts(text, outletId);
    const exact = type === 'barcode' ? products.filter((p) => p.barcode === text) : [];
    if (exact.length === 1) {
      onPickRef.current(exact[0]!);
      return;
    }
    if (products.length === 0) {
      setMessage(type === 'barcode' ? t('pos.notFound', { term: text }) : t('pos.noMatch', { term: text }));
      return;
    }
    setTerm(text);
    setMatches(products);
    setActive(0);
  };

  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setMessage(null);
    if (isBarcodeTerm(trimmed)) setTerm('');
    setPending((n) => n + 1);
    queue.current = queue.current
      .then(() => lookup(trimmed))
      .catch((error: unknown) => setMessage(errorMessage(error)))
      .finally(() => setPending((n) => n - 1));
  };
  const busy = pending > 0;

  // Names are searched as they are typed; a barcode only on Enter (a scanner types it whole).
  const suggest = useDebouncedCallback(async (text: string) => {
    try {
      const { products } = await findProducts(text, outletId);
      if (typed.current.trim() !== text) return; // typed on since: a newer search follows
      setMatches(products);
      setActive(0);
      setMessage(products.length === 0 ? t('pos.noMatch', { term: text }) : null);
    } catch (error) {
      if (typed.current.trim() === text) setMessage(errorMessage(error));
    }
  }, NAME_SEARCH_DELAY_MS);
  const onType = (text: string) => {
    typed.current = text;
    setTerm(text);
    setMatches([]);
    setMessage(null);
    const trimmed = text.trim();
    if (!isBarcodeTerm(trimmed) && nameSearchAction(trimmed) === 'search') suggest(trimmed);
    else suggest.cancel();
  };

  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (scannedCode === null) return;
    searchRef.current(scannedCode);
    onScannedHandled();
    inputRef.current?.focus();
  }, [scannedCode, onScannedHandled, inputRef]);

  return (
    <Stack gap={4} pos="relative">
      <TextInput
        ref={inputRef}
        size="md"
        autoFocus
        autoComplete="off"
        aria-label={t('pos.searchLabel')}
        placeholder={t('pos.search')}
        leftSection={busy ? <Loader size="xs" /> : <IconBarcode size={18} />}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t('pos.camera')}
            onClick={onCamera}
            data-testid="pos-camera-open"
          >
            <IconCamera size={18} />
          </ActionIcon>
        }
        value={term}
        onChange={(e) => onType(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.altKey || e.ctrlKey) return;
          if (e.key === 'ArrowDown' && matches.length) {
            e.preventDefault();
            setActive((i) => Math.min(i + 1, matches.length - 1));
          } else if (e.key === 'ArrowUp' && matches.length) {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Escape') {
            setMatches([]);
          } else if (e.key === 'Enter') {
            e.preventDefault();
            suggest.cancel();
            const chosen = matches[active];
            if (chosen) pick(chosen);
            else search(term);
          }
        }}
        error={message}
        data-testid="pos-search"
      />
      {matches.length > 0 && (
        <Paper
          withBorder
          shadow="md"
          pos="absolute"
          top={46}
          left={0}
          right={0}
          style={{ zIndex: 20 }}
          role="listbox"
        >
          {matches.map((product, index) => (
            <UnstyledButton
              key={product.productId}
              role="option"
              aria-selected={index === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(product);
              }}
              px="sm"
              py={6}
              w="100%"
              bg={index === active ? 'var(--mantine-color-blue-light)' : undefined}
              data-testid="pos-search-result"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
            >
              <Text size="sm" truncate>
                {product.productName}
                {product.barcode ? ` · ${product.barcode}` : ''}
              </Text>
              <Text size="sm" fw={600}>
                ₹{formatMoney(product.sellingPricePaise)}
              </Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
