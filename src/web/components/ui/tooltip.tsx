import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';
import { onDemand, useOnDemand } from '../../lib/on-demand';

const radix = onDemand(() => import('./tooltip-radix'));

type TriggerProps = {
  autoFocus?: boolean;
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * A tooltip on one element, shown on hover and on keyboard focus, its text tied to the element
 * through aria-describedby (Radix, tooltip-radix.tsx). Touch screens never show tooltips: put
 * anything essential elsewhere too. Radix's tooltip and its positioning (about 17 KB
 * compressed) load on demand (lib/on-demand): the element shows alone until then, and a hover
 * or a focus that comes first opens the tooltip once it is there.
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
}) {
  const [isWanted, setIsWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const module = useOnDemand(radix, isWanted);

  if (module) {
    return (
      <module.RadixTooltip content={content} defaultOpen={isWanted} autoFocus={hasFocus}>
        {children}
      </module.RadixTooltip>
    );
  }
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      children.props.onPointerEnter?.(event);
      setIsWanted(true);
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      setHasFocus(true);
      setIsWanted(true);
    },
    onBlur: (event: FocusEvent) => {
      children.props.onBlur?.(event);
      setHasFocus(false);
    },
  });
}
