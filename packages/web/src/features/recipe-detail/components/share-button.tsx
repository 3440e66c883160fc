// The share button and its dialog 'Share this recipe' (docs/product.md section 2): WhatsApp, Telegram
// and Email links whose message holds the description and the recipe's address, the phone's own
// share sheet where there is one, and a copy-link button.
import { useRef, useState } from 'react';
import { Check, Copy, Mail, MessageCircle, Send, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { shareLinks, type ShareableRecipe } from '../lib/share-links';
import styles from './share-button.module.css';

export const SHARE_DIALOG_TITLE = 'Share this recipe';

export function ShareButton({ recipe }: { recipe: ShareableRecipe }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Share2 size={20} aria-hidden="true" />
        Share
      </Button>
      <Dialog
        open={open}
        title={SHARE_DIALOG_TITLE}
        onClose={() => setOpen(false)}
        finalFocusRef={buttonRef}
      >
        <ShareOptions recipe={recipe} />
      </Dialog>
    </>
  );
}

function ShareOptions({ recipe }: { recipe: ShareableRecipe }) {
  const links = shareLinks(recipe);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recipe.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className={styles.options}>
      <p className={styles.line}>Pass {recipe.name} on to someone who’d cook it.</p>
      <ul className={styles.links}>
        <li>
          <a href={links.whatsapp} {...external} className={`${styles.link} ${styles.whatsapp}`}>
            <MessageCircle size={22} aria-hidden="true" />
            WhatsApp
          </a>
        </li>
        <li>
          <a href={links.telegram} {...external} className={`${styles.link} ${styles.telegram}`}>
            <Send size={22} aria-hidden="true" />
            Telegram
          </a>
        </li>
        <li>
          <a href={links.email} className={`${styles.link} ${styles.email}`}>
            <Mail size={22} aria-hidden="true" />
            Email
          </a>
        </li>
      </ul>
      <div className={styles.more}>
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() =>
              void navigator
                .share({ title: recipe.name, text: recipe.description, url: recipe.url })
                .catch(() => undefined)
            }
          >
            <Share2 size={20} aria-hidden="true" />
            More apps…
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check size={20} aria-hidden="true" />
          ) : (
            <Copy size={20} aria-hidden="true" />
          )}
          Copy link
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {copied === 'yes' ? 'Link copied. Paste it anywhere!' : null}
        {copied === 'failed' ? `Couldn’t copy the link; here it is: ${recipe.url}` : null}
      </p>
    </div>
  );
}
