// The share dialog's links (docs/product.md section 2): WhatsApp, Telegram and Email, each carrying a
// message with the recipe's description and its address.

export interface ShareableRecipe {
  name: string;
  description: string;
  /** The recipe's full address, https://…/recipe/{id}. */
  url: string;
}

export function shareMessage({ name, description, url }: ShareableRecipe): string {
  return `${name}: ${description}\n${url}`;
}

export function shareLinks(recipe: ShareableRecipe) {
  const message = shareMessage(recipe);
  const text = `${recipe.name}: ${recipe.description}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(recipe.url)}&text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(recipe.name)}&body=${encodeURIComponent(message)}`,
  };
}
