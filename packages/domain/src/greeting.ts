// Greetings by local hour. Two rule sets exist in the spec and both are kept.

/** Shell header (back-office.md §4): 6–<12 morning, 12–<18 afternoon, ≥18 evening, <6 Hello. */
export function shellGreeting(hour: number): string {
  if (hour < 6) return 'Hello';
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** Language-modal welcome (shared-blocks.md §9): 5–12 morning, 12–17 afternoon, 17–20 evening, else Hello. */
export function welcomeGreeting(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 17) return 'Good Afternoon';
  if (hour >= 17 && hour < 20) return 'Good Evening';
  return 'Hello';
}

/** "Good Morning, Asha": the greeting followed by the first name when there is one. */
export function greetUser(hour: number, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `${shellGreeting(hour)}, ${name}` : shellGreeting(hour);
}
