// 'Download' on the detail page: the recipe as a schema.org Recipe JSON-LD file that other recipe
// apps (and Roastie's own importer) read (docs/decisions/0013-recipe-import-and-export.md).
import type { Recipe } from '@roastie/core';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { recipeFileName, recipeFileText } from '../lib/recipe-file';
import { CHEF_ROASTIE } from './recipe-header';

export function DownloadRecipeButton({ recipe, url }: { recipe: Recipe; url: string }) {
  const download = () => {
    const text = recipeFileText(recipe, recipe.author?.fullName ?? CHEF_ROASTIE, url);
    const blob = new Blob([text], { type: 'application/ld+json' });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = recipeFileName(recipe.name);
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
  };
  return (
    <Button
      variant="secondary"
      onClick={download}
      title="Download as a schema.org Recipe (JSON-LD)"
    >
      <Download size={20} aria-hidden="true" />
      Download
    </Button>
  );
}
