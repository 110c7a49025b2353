import { PREMIUM_FEATURES } from './premium-features';

/** What Premium switches on, ticked (dashboard notice, settings card). */
export function PremiumFeatureList() {
  return (
    <ul className="grid gap-2 text-sm">
      {PREMIUM_FEATURES.map(({ label, icon: Icon }) => (
        <li key={label} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {label}
        </li>
      ))}
    </ul>
  );
}
