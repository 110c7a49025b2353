import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A password input with a show/hide toggle: typing long passphrases on a phone is error-prone. */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        id={id}
        type={isVisible ? 'text' : 'password'}
        className={cn('pr-12', className)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
        aria-label="Afficher le mot de passe"
        aria-pressed={isVisible}
        aria-controls={id}
        onClick={() => setIsVisible((visible) => !visible)}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
