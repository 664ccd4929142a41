// Autosave: the failure it keeps for the editor to explain, and discarding what waits when the
// merchant loads the stored draft instead.
import { migrateSiteDocument, type SiteDocument } from '@storekeep/blocks/document';
import { THEMES } from '@storekeep/blocks/themes';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client.ts';
import { useAutosave } from './use-autosave.ts';

const site = (): SiteDocument => migrateSiteDocument((THEMES[0] as { document: unknown }).document);
const conflict = new ApiError(409, 'conflict', 'This website was changed in another window.');

describe('autosave', () => {
  it("keeps the server's refusal and the unsaved document, and saves it on the next flush", async () => {
    const save = vi.fn().mockRejectedValueOnce(conflict).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave(save));
    const doc = site();
    act(() => result.current.schedule(doc));
    await act(async () => {
      expect(await result.current.flush()).toBe(false);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(conflict);
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenLastCalledWith(doc);
    expect(result.current.error).toBeNull();
    expect(result.current.status).toBe('saved');
  });

  it('discard drops the waiting document and the refusal, so nothing more is sent', async () => {
    const save = vi.fn().mockRejectedValue(conflict);
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.schedule(site()));
    await act(async () => {
      await result.current.flush();
    });
    act(() => result.current.discard());
    expect(result.current.error).toBeNull();
    expect(result.current.status).toBe('saved');
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenCalledTimes(1);
  });
});
