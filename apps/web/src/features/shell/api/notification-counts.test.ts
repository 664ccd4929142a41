import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/render.tsx';
import { fetchNotificationCounts } from './notification-counts.ts';

describe('notification counts', () => {
  it('asks for the outlets the order lists count: the header outlet by default, all when chosen', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, { counts: {} }));
    await fetchNotificationCounts();
    await fetchNotificationCounts('all');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/notifications/counts',
      '/api/v1/notifications/counts?outlets=all',
    ]);
  });
});
