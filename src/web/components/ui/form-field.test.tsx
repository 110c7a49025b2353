import type { ReactElement } from 'react';
// biome-ignore lint/style/noRestrictedImports: React's HTML renderer, not our src/server
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MESSAGE } from '../../../domain/account/account-rules';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { RegisteredField } from './registered-field';

/** The rendered HTML as a document, to read attributes the way a browser would. */
function render(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const attribute = (tag: string, name: string) =>
    new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`, 'i').exec(html)?.[1];
  const textOfId = (id: string | undefined) =>
    id === undefined ? undefined : new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return { html, attribute, textOfId };
}

describe('FormField', () => {
  it('ties the label, the control, the error and the hint together', () => {
    const { attribute, textOfId } = render(
      <FormField label="Mot de passe" hint="8 caractères minimum." error="Trop court.">
        <PasswordInput autoComplete="new-password" />
      </FormField>,
    );
    const id = attribute('input', 'id');
    expect(id).toBeTruthy();
    expect(attribute('label', 'for')).toBe(id);
    expect(attribute('input', 'aria-invalid')).toBe('true');
    const [errorId, hintId] = attribute('input', 'aria-describedby')?.split(' ') ?? [];
    expect(textOfId(errorId)).toBe('Trop court.');
    expect(textOfId(hintId)).toBe('8 caractères minimum.');
    // The show/hide toggle still points at the input it controls.
    expect(attribute('button', 'aria-controls')).toBe(id);
  });

  it('leaves a valid control alone, and keeps the attributes the control sets itself', () => {
    const { attribute } = render(
      <FormField label="Nom du restaurant">
        <Input name="restaurantName" autoComplete="organization" />
      </FormField>,
    );
    expect(attribute('input', 'aria-invalid')).toBeUndefined();
    expect(attribute('input', 'aria-describedby')).toBeUndefined();
    expect(attribute('input', 'name')).toBe('restaurantName');
    expect(attribute('input', 'autocomplete')).toBe('organization');
  });

  it('can mark a control invalid without a message', () => {
    const { attribute, html } = render(
      <FormField label="Email" isInvalid>
        <Input type="email" />
      </FormField>,
    );
    expect(attribute('input', 'aria-invalid')).toBe('true');
    expect(html).not.toContain('role="alert"');
  });
});

/** A one-field form whose field already failed validation with `message`. */
function EmailForm({ message }: { message?: string }) {
  const form = useForm({ defaultValues: { email: '' } });
  if (message) form.setError('email', { type: 'validate', message });
  return (
    <RegisteredField form={form} name="email" label="Email">
      <Input type="email" required />
    </RegisteredField>
  );
}

describe('RegisteredField', () => {
  it('registers the control under its name', () => {
    const { attribute } = render(<EmailForm />);
    expect(attribute('input', 'name')).toBe('email');
    expect(attribute('input', 'aria-invalid')).toBeUndefined();
  });

  it('shows the field error under the control', () => {
    const { attribute, textOfId } = render(<EmailForm message="Adresse email invalide." />);
    expect(attribute('input', 'aria-invalid')).toBe('true');
    expect(textOfId(attribute('input', 'aria-describedby'))).toBe('Adresse email invalide.');
  });

  it('only marks an empty required field: the form says it once, in a toast', () => {
    const { attribute, html } = render(<EmailForm message={REQUIRED_FIELDS_MESSAGE} />);
    expect(attribute('input', 'aria-invalid')).toBe('true');
    expect(html).not.toContain(REQUIRED_FIELDS_MESSAGE);
  });
});
