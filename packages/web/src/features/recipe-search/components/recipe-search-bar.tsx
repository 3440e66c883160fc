// Home's search bar (docs/product.md section 2): placeholder 'Eibrocado', submit 'Search!'.
import { SearchBar } from '@/components/ui/search-bar';
import { useSearchRecipes } from '../api/search-recipes';
import { useSearchQuery } from '../hooks/use-search-query';

export function RecipeSearchBar() {
  const [query, setQuery] = useSearchQuery();
  const search = useSearchRecipes(query);
  return (
    <SearchBar
      placeholder="Eibrocado"
      label="Search recipes"
      defaultValue={query}
      pending={search.isFetching}
      onSearch={setQuery}
    />
  );
}
