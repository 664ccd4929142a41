// Greetings by the hour of the store's clock. The spec has two rules, each for its own place: the
// shell header greets the user (back-office.md §4); the language modal's first-time welcome greets
// with the other (shared-blocks.md §9). A screen shows one greeting, never both.

/** The stores are in India: their clock is India time, whatever the device's time zone. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

/** The hour (0–23) of `at` on the store's clock. */
export function storeHour(at: Date, timeZone: string = STORE_TIME_ZONE): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

export const GREETINGS = ['morning', 'afternoon', 'evening', 'hello'] as const;
export type Greeting = (typeof GREETINGS)[number];

/** The spec's words, letter for letter (the English text; other languages translate them). */
export const GREETING_TEXTS: Record<Greeting, string> = {
  morning: 'Good Morning',
  afternoon: 'Good Afternoon',
  evening: 'Good Evening',
  hello: 'Hello',
};

/** Shell header (back-office.md §4): 6–<12 morning, 12–<18 afternoon, ≥18 evening, <6 Hello. */
export function shellGreetingOf(hour: number): Greeting {
  if (hour < 6) return 'hello';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Language-modal welcome (shared-blocks.md §9): 5–12 morning, 12–17 afternoon, 17–20 evening, else Hello. */
export function welcomeGreetingOf(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 20) return 'evening';
  return 'hello';
}

export const shellGreeting = (hour: number): string => GREETING_TEXTS[shellGreetingOf(hour)];
export const welcomeGreeting = (hour: number): string => GREETING_TEXTS[welcomeGreetingOf(hour)];

/** Whether the sun is up by the header's rule (morning or afternoon): the dashboard's icon. */
export const isDaytime = (hour: number): boolean => hour >= 6 && hour < 18;

/** "Good Morning, Asha": the greeting followed by the first name when there is one. */
export function greetUser(hour: number, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `${shellGreeting(hour)}, ${name}` : shellGreeting(hour);
}
