// Query keys of the orders screens: every order write invalidates ORDERS_KEY (lists, counts, detail).
export const ORDERS_KEY = ['orders'] as const;
export const orderDetailKey = (orderId: number) => [...ORDERS_KEY, 'detail', orderId] as const;
