// 'Import a recipe' (docs/product.md section 2): paste a recipe's text, upload a schema.org Recipe
// JSON-LD file, or give a page's address; the draft opens in the editor, where the cook checks it
// and saves it (docs/decisions/0013-recipe-import-and-export.md).
import { useState, type FormEvent } from 'react';
import type { RecipeImportRequest } from '@roastie/core';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useImportRecipe } from '../api/import-recipe';
import { readJsonLdFile } from '../lib/read-json-ld-file';
import styles from './import-recipe.module.css';

type Way = 'text' | 'file' | 'url';

export function ImportRecipe() {
  const navigate = useNavigate();
  const importing = useImportRecipe();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<{ way: Way; message: string } | null>(null);
  const [busy, setBusy] = useState<Way | null>(null);

  const send = (way: Way, request: RecipeImportRequest) => {
    setProblem(null);
    setBusy(way);
    importing.mutate(request, {
      onSuccess: (draft) => void navigate(paths.editor({ recipe: draft })),
      onError: (error) => setProblem({ way, message: error.message }),
      onSettled: () => setBusy(null),
    });
  };

  const onText = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send('text', { text });
  };
  const onUrl = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) send('url', { url: url.trim() });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readJsonLdFile(file);
    if (read.ok) send('file', { jsonLd: read.data as NonNullable<unknown> });
    else setProblem({ way: 'file', message: read.message });
  };
  const messageFor = (way: Way) => (problem?.way === way ? problem.message : null);

  return (
    <div className={styles.card}>
      <h1 id="page-title" className={styles.title}>
        Import a recipe
      </h1>
      <p className={styles.intro}>
        Bring a recipe from a card, a cookbook or another site. Chef Roastie reads it into the
        editor, where you check every line before it’s saved.
      </p>

      <form className={styles.way} onSubmit={onUrl} aria-labelledby="import-url-heading">
        <h2 id="import-url-heading">From a web page</h2>
        <TextField
          label="Page address"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          hint="Most recipe sites describe their recipes for search engines; Chef Roastie reads that."
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!url.trim() || busy !== null}>
            {busy === 'url' ? 'Reading the page…' : 'Import from page'}
          </Button>
        </div>
        <FormMessage>{messageFor('url')}</FormMessage>
      </form>

      <form className={styles.way} onSubmit={onText} aria-labelledby="import-text-heading">
        <h2 id="import-text-heading">Paste the recipe</h2>
        <TextArea
          label="Recipe text"
          rows={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="The title first, then the ingredients (one a line) and the method. Headings like “Ingredients” and “Method” help."
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!text.trim() || busy !== null}>
            {busy === 'text' ? 'Reading…' : 'Import text'}
          </Button>
        </div>
        <FormMessage>{messageFor('text')}</FormMessage>
      </form>

      <section className={styles.way} aria-labelledby="import-file-heading">
        <h2 id="import-file-heading">Upload a recipe file</h2>
        <label className={styles.actions}>
          <span>A schema.org Recipe file (.json or .jsonld), like Roastie’s own downloads</span>
          <input
            className={styles.file}
            type="file"
            accept=".json,.jsonld,application/json,application/ld+json"
            disabled={busy !== null}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {busy === 'file' ? <p>Reading the file…</p> : null}
        <FormMessage>{messageFor('file')}</FormMessage>
      </section>
    </div>
  );
}
