// The catalogue picker's steps: searching the store's items by name, picking and ordering.
import { describe, expect, it } from 'vitest';
import { addPick, movePick, removePick, searchItems } from './catalogue-picks.ts';

const items = [
  { id: '1', name: 'Alphonso Mango (1 kg)' },
  { id: '2', name: 'Basmati Rice' },
  { id: '3', name: 'Raw Mango Pickle' },
  { id: '4', name: 'Crème Fraîche' },
];

describe('searching the catalogue by name', () => {
  it('finds names holding every typed word, whatever the case, those starting with it first', () => {
    expect(searchItems(items, 'mango').map((item) => item.id)).toEqual(['1', '3']);
    expect(searchItems(items, 'MANGO pickle').map((item) => item.id)).toEqual(['3']);
    expect(searchItems(items, 'raw').map((item) => item.id)).toEqual(['3']);
    expect(searchItems(items, 'basmati  rice').map((item) => item.id)).toEqual(['2']);
  });

  it('ignores accents and lists the first items when nothing is typed', () => {
    expect(searchItems(items, 'creme').map((item) => item.id)).toEqual(['4']);
    expect(searchItems(items, '  ', 2).map((item) => item.id)).toEqual(['1', '2']);
    expect(searchItems(items, 'saffron')).toEqual([]);
  });
});

describe('picking and ordering', () => {
  it('adds a pick once, at the end, and replaces it when only one may be picked', () => {
    expect(addPick(['1'], '3')).toEqual(['1', '3']);
    expect(addPick(['1', '3'], '1')).toEqual(['1', '3']);
    expect(addPick(['1'], '3', true)).toEqual(['3']);
  });

  it('removes a pick and moves one to another place', () => {
    expect(removePick(['1', '2', '3'], '2')).toEqual(['1', '3']);
    expect(movePick(['1', '2', '3'], 2, 0)).toEqual(['3', '1', '2']);
    expect(movePick(['1', '2', '3'], 0, 1)).toEqual(['2', '1', '3']);
    expect(movePick(['1', '2', '3'], 0, 5)).toEqual(['1', '2', '3']);
  });
});
