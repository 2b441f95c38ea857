import { defineMessage } from 'react-intl';

/** The labels of a product's facts. */
export const productFactsMessages = {
  brand: defineMessage({ id: 'catalog.facts.brand', defaultMessage: 'Brand' }),
  category: defineMessage({ id: 'catalog.facts.category', defaultMessage: 'Category' }),
  weight: defineMessage({ id: 'catalog.facts.weight', defaultMessage: 'Weight' }),
  calories: defineMessage({ id: 'catalog.facts.calories', defaultMessage: 'Calories' }),
  caloriesValue: defineMessage<{ value: string }>({
    id: 'catalog.facts.caloriesValue',
    defaultMessage: '{value} kcal',
  }),
  dailyValue: defineMessage({ id: 'catalog.facts.dailyValue', defaultMessage: 'Daily value' }),
} as const;
