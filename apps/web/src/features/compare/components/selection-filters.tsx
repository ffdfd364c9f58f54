import { ProductFilters } from '../../../components/product-picker/product-filters';
import { useCompareStore } from '../store/compare-store';

/** Keyword, kind, company, age band and gender (age and gender default to 不限, spec §5). */
export function SelectionFilters() {
  const { keyword, age, gender, selectedKind, selectedCompany, setFilter } = useCompareStore();
  return (
    <ProductFilters
      withPerson
      value={{ keyword, age, gender, type: selectedKind, company: selectedCompany }}
      onChange={({ type, company, ...rest }) =>
        setFilter({
          ...rest,
          ...(type !== undefined && { selectedKind: type }),
          ...(company !== undefined && { selectedCompany: company }),
        })
      }
    />
  );
}
