import { createPaymentProviders, type PaymentProviders, type PaymentSettings } from './index.ts';

/**
 * The payment providers built from the current settings (keys stored in the back-office,
 * the environment as fallback). `providers` is a live view: its `mollie` and `datatrans` are
 * those of the latest settings, so the order code keeps reading `deps.providers.mollie`.
 * `refresh()` reloads at most every `maxAgeMs` (other instances' changes), `invalidate()` at
 * once after a change on this instance.
 */
export class PaymentProviderRegistry {
  #current: PaymentProviders;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | null = null;
  readonly providers: PaymentProviders;

  constructor(
    private readonly loadSettings: () => Promise<PaymentSettings>,
    initial: PaymentSettings,
    private readonly maxAgeMs = 5_000,
  ) {
    this.#current = createPaymentProviders(initial);
    const registry = this;
    this.providers = {
      get mollie() {
        return registry.#current.mollie;
      },
      get datatrans() {
        return registry.#current.datatrans;
      },
    };
  }

  /** Reloads the settings when they are older than maxAgeMs or were invalidated. */
  refresh(): Promise<void> {
    if (Date.now() - this.#loadedAt < this.maxAgeMs) return Promise.resolve();
    this.#loading ??= this.loadSettings()
      .then((settings) => {
        this.#current = createPaymentProviders(settings);
        this.#loadedAt = Date.now();
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  /** Marks the providers stale: the next refresh() reads the settings again. */
  invalidate(): void {
    this.#loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** Which online providers are usable now (for the storefront's payment methods). */
  configured() {
    return {
      isMollieConfigured: this.#current.mollie !== null,
      isDatatransConfigured: this.#current.datatrans !== null,
    };
  }
}
