// 'Paste ingredients' in the editor: a block of lines from anywhere ("200 g flour", "2 cloves
// garlic, crushed") becomes ingredient rows the cook can check, read by POST /api/ingredients/parse.
import { useState } from 'react';
import { ClipboardPaste } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextArea } from '@/components/ui/text-area';
import { useParseIngredients } from '../api/parse-ingredients';
import type { IngredientRow } from '../lib/editor-form';
import { pastedLines, rowsFromParsed } from '../lib/pasted-rows';
import styles from './paste-ingredients.module.css';

export function PasteIngredients({ onRows }: { onRows: (rows: IngredientRow[]) => void }) {
  const [open, setOpen] = useState(false);
  const [block, setBlock] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const parsing = useParseIngredients();
  const lines = pastedLines(block);

  const addRows = () => {
    setMessage(null);
    parsing.mutate(lines, {
      onSuccess: ({ ingredients }) => {
        onRows(rowsFromParsed(ingredients));
        setBlock('');
        setOpen(false);
      },
      onError: (error) => setMessage(error.message),
    });
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ClipboardPaste size={20} aria-hidden="true" />
        Paste ingredients
      </Button>
    );
  }
  return (
    <div className={styles.paste}>
      <TextArea
        label="Ingredient lines"
        rows={6}
        value={block}
        onChange={(event) => setBlock(event.target.value)}
        hint="One ingredient a line, as any recipe writes them: “200 g flour”, “2 cloves garlic, crushed”. Check the rows they become."
        autoFocus
      />
      <div className={styles.actions}>
        <Button onClick={addRows} disabled={lines.length === 0 || parsing.isPending}>
          {parsing.isPending
            ? 'Reading…'
            : `Add ${lines.length || ''} ${lines.length === 1 ? 'row' : 'rows'}`.replace('  ', ' ')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      <FormMessage>{message}</FormMessage>
    </div>
  );
}
