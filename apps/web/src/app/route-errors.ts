// Errors a route's beforeLoad throws to show a page instead of the screen.
export class ForbiddenError extends Error {
  /** i18n key of the feature's name. */
  readonly featureLabel: string;
  constructor(featureLabel: string) {
    super(`forbidden: ${featureLabel}`);
    this.name = 'ForbiddenError';
    this.featureLabel = featureLabel;
  }
}
