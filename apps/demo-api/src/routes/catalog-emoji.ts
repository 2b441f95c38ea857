/**
 * Which picture (a 3D Fluent Emoji, vendored in `assets/fluent-emoji/`) shows each thing of the
 * demo catalog: items (by their English name in the seed vocabulary), categories, providers,
 * banners and avatars.
 */

/** Each item of the seed vocabulary (`categoryData[].subcategories[].items[].en`) → its emoji. */
export const itemEmoji: Readonly<Record<string, string>> = {
  // Fruits & Vegetables
  'Red apples': '🍎',
  Bananas: '🍌',
  'Juice oranges': '🍊',
  'Red grapes': '🍇',
  Tomatoes: '🍅',
  Cucumbers: '🥒',
  Potatoes: '🥔',
  Carrots: '🥕',
  'Madinah mint': '🌿',
  Parsley: '🌱',
  'Romaine lettuce': '🥬',
  // Dairy & Eggs
  'Full-fat fresh milk': '🥛',
  Laban: '🥛',
  'Low-fat milk': '🥛',
  'Cheddar cheese': '🧀',
  'Halloumi cheese': '🧀',
  'Feta cheese': '🧀',
  'Fresh eggs': '🥚',
  'Free-range eggs': '🪺',
  'Plain yogurt': '🥣',
  'Greek yogurt': '🍨',
  // Bakery
  'Tamees bread': '🫓',
  'Samoli bread': '🥖',
  'Whole-wheat bread': '🍞',
  'Butter croissant': '🥐',
  'Cheese fatayer': '🥟',
  'Date maamoul': '🥮',
  'Chocolate cake': '🎂',
  'Saffron cake': '🍰',
  // Beverages
  'Mineral water': '💧',
  'Sparkling water': '🫧',
  'Orange juice': '🧃',
  'Mango juice': '🥭',
  'Pomegranate juice': '🍹',
  Cola: '🥤',
  'Energy drink': '⚡',
  // Dates & Sweets
  'Sukkari dates': '🌴',
  'Ajwa dates': '🌰',
  'Khalas dates': '🌴',
  'Medjool dates': '🌰',
  Baklava: '🍯',
  Kunafa: '🥧',
  Luqaimat: '🍩',
  'Date-filled chocolate': '🍬',
  'Dark chocolate': '🍫',
  // Coffee & Tea
  'Arabic coffee with cardamom': '☕',
  'Light-roast coffee': '☕',
  'Espresso beans': '☕',
  'Ethiopian coffee': '☕',
  'Black tea': '🫖',
  'Green tea': '🍵',
  'Mint tea': '🍵',
  // Men's Fashion
  "Men's thobe": '🥼',
  'Winter thobe': '🧥',
  'Red shemagh': '🧣',
  'White ghutra': '👳',
  'Sharqi sandals': '🩴',
  'Sports shoes': '👟',
  // Women's Fashion
  'Classic black abaya': '🧕',
  'Embroidered abaya': '👘',
  'Evening dress': '👗',
  'Summer dress': '🥻',
  Handbag: '👜',
  'Shoulder bag': '👝',
  // Kids & Toys
  "Kids' outfit": '👕',
  "Kids' pyjamas": '🩳',
  'Building blocks': '🧩',
  'Remote-control car': '🚗',
  Doll: '🪆',
  Diapers: '👶',
  'Baby wipes': '🧻',
  // Electronics
  Smartphone: '📱',
  'Fast charger': '🔌',
  'Wireless earbuds': '🎧',
  Headphones: '🎧',
  Smartwatch: '⌚',
  'Fitness band': '⏱️',
  // Home & Kitchen
  'Pressure cooker': '🍲',
  'Non-stick pan': '🍳',
  'Dallah coffee pot': '🫖',
  'Finjan cup set': '☕',
  'Thermos flask': '⚱️',
  'Prayer rug': '🕌',
  'Bed sheet set': '🛏️',
  // Beauty & Perfumes
  'Oud oil': '🪵',
  'Musk perfume': '🌹',
  'Bakhoor incense': '🪔',
  'Moisturizing cream': '🫙',
  Sunscreen: '☀️',
  Shampoo: '🧴',
  'Hair oil': '🪮',
};

/** Category id → its emoji. */
export const categoryEmoji: Readonly<Record<number, string>> = {
  1: '🥗',
  2: '🥛',
  3: '🥐',
  4: '🧃',
  5: '🌴',
  6: '☕',
  7: '👔',
  8: '👗',
  9: '🧸',
  10: '📱',
  11: '🍳',
  12: '💄',
};

/** Provider id → the emoji of its logo. */
export const providerEmoji: Readonly<Record<number, string>> = {
  1: '🧺',
  2: '🌾',
  3: '🌴',
  4: '☕',
  5: '👘',
  6: '🧸',
  7: '📱',
  8: '🏠',
  9: '🌹',
  10: '🛒',
};

/**
 * Banner id → the one or two emoji of its picture, the first one largest (two at most: the first
 * banner is the home page's largest image, and each emoji adds about 5 KB to it).
 */
export const bannerEmoji: Readonly<Record<number, readonly string[]>> = {
  1: ['🌴', '🌙'],
  2: ['☕', '🫖'],
  3: ['👗', '🛍️'],
  4: ['🚚', '📦'],
  5: ['📱', '⌚'],
};

/** Shown for anything without an emoji of its own (a product or category added later). */
export const fallbackEmoji = '🛍️';

/** A customer's avatar. */
export const avatarEmoji = '🧑';

/** The file name of an emoji in the Fluent Emoji set: its code points in hex, joined by `-`. */
export const emojiFileName = (emoji: string): string =>
  `${[...emoji].map((char) => char.codePointAt(0)?.toString(16) ?? '').join('-')}.webp`;

/** Every emoji the demo's pictures use (the files vendored in `assets/fluent-emoji/`). */
export const allEmoji = (): string[] => [
  ...new Set([
    ...Object.values(itemEmoji),
    ...Object.values(categoryEmoji),
    ...Object.values(providerEmoji),
    ...Object.values(bannerEmoji).flat(),
    fallbackEmoji,
    avatarEmoji,
  ]),
];
