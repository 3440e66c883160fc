import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './button';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
