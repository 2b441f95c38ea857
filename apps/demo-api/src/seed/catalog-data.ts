/** The demo catalog's fixed vocabulary: categories, their items, brands, colours and providers. */

export interface Text {
  ar: string;
  en: string;
}

/** How products of a category are described and varied. */
export type CatalogKind = 'food' | 'fashion' | 'kids' | 'electronics' | 'home' | 'beauty';

export interface CategoryData {
  id: number;
  name: Text;
  kind: CatalogKind;
  /** Card colour of the category's images. */
  color: string;
  /** Price range in SAR (VAT included) of its products. */
  prices: [number, number];
  brands: Text[];
  subcategories: { id: number; name: Text; items: Text[] }[];
}

const t = (ar: string, en: string): Text => ({ ar, en });

const foodBrands = [
  t('الديرة', 'Al Deerah'),
  t('سنابل', 'Sanabel'),
  t('ريف', 'Reef'),
  t('بيادر', 'Bayader'),
  t('واحة', 'Waha'),
];

export const categoryData: CategoryData[] = [
  {
    id: 1,
    name: t('الفواكه والخضروات', 'Fruits & Vegetables'),
    kind: 'food',
    color: '#2f855a',
    prices: [4, 35],
    brands: [
      t('مزارع القصيم', 'Qassim Farms'),
      t('ريف', 'Reef'),
      t('حقول الأحساء', 'Al-Ahsa Fields'),
    ],
    subcategories: [
      {
        id: 101,
        name: t('فواكه طازجة', 'Fresh fruits'),
        items: [
          t('تفاح أحمر', 'Red apples'),
          t('موز', 'Bananas'),
          t('برتقال عصير', 'Juice oranges'),
          t('عنب أحمر', 'Red grapes'),
        ],
      },
      {
        id: 102,
        name: t('خضروات', 'Vegetables'),
        items: [
          t('طماطم', 'Tomatoes'),
          t('خيار', 'Cucumbers'),
          t('بطاطس', 'Potatoes'),
          t('جزر', 'Carrots'),
        ],
      },
      {
        id: 103,
        name: t('أعشاب وورقيات', 'Herbs & greens'),
        items: [
          t('نعناع مديني', 'Madinah mint'),
          t('بقدونس', 'Parsley'),
          t('خس روماني', 'Romaine lettuce'),
        ],
      },
    ],
  },
  {
    id: 2,
    name: t('الألبان والبيض', 'Dairy & Eggs'),
    kind: 'food',
    color: '#2b6cb0',
    prices: [5, 45],
    brands: foodBrands,
    subcategories: [
      {
        id: 201,
        name: t('حليب ولبن', 'Milk & laban'),
        items: [
          t('حليب طازج كامل الدسم', 'Full-fat fresh milk'),
          t('لبن', 'Laban'),
          t('حليب قليل الدسم', 'Low-fat milk'),
        ],
      },
      {
        id: 202,
        name: t('أجبان', 'Cheese'),
        items: [
          t('جبنة شيدر', 'Cheddar cheese'),
          t('جبنة حلوم', 'Halloumi cheese'),
          t('جبنة فيتا', 'Feta cheese'),
        ],
      },
      {
        id: 203,
        name: t('بيض', 'Eggs'),
        items: [t('بيض طازج', 'Fresh eggs'), t('بيض بلدي', 'Free-range eggs')],
      },
      {
        id: 204,
        name: t('زبادي', 'Yogurt'),
        items: [t('زبادي طبيعي', 'Plain yogurt'), t('زبادي يوناني', 'Greek yogurt')],
      },
    ],
  },
  {
    id: 3,
    name: t('المخبوزات', 'Bakery'),
    kind: 'food',
    color: '#b7791f',
    prices: [3, 90],
    brands: foodBrands,
    subcategories: [
      {
        id: 301,
        name: t('خبز', 'Bread'),
        items: [
          t('خبز تميس', 'Tamees bread'),
          t('خبز صامولي', 'Samoli bread'),
          t('خبز بر', 'Whole-wheat bread'),
        ],
      },
      {
        id: 302,
        name: t('معجنات', 'Pastries'),
        items: [
          t('كرواسون بالزبدة', 'Butter croissant'),
          t('فطائر بالجبن', 'Cheese fatayer'),
          t('معمول بالتمر', 'Date maamoul'),
        ],
      },
      {
        id: 303,
        name: t('كيك', 'Cakes'),
        items: [t('كيك الشوكولاتة', 'Chocolate cake'), t('كيك الزعفران', 'Saffron cake')],
      },
    ],
  },
  {
    id: 4,
    name: t('المشروبات', 'Beverages'),
    kind: 'food',
    color: '#0987a0',
    prices: [2, 40],
    brands: foodBrands,
    subcategories: [
      {
        id: 401,
        name: t('مياه', 'Water'),
        items: [t('مياه معدنية', 'Mineral water'), t('مياه فوارة', 'Sparkling water')],
      },
      {
        id: 402,
        name: t('عصائر', 'Juices'),
        items: [
          t('عصير برتقال', 'Orange juice'),
          t('عصير مانجو', 'Mango juice'),
          t('عصير رمان', 'Pomegranate juice'),
        ],
      },
      {
        id: 403,
        name: t('مشروبات غازية', 'Soft drinks'),
        items: [t('مشروب غازي', 'Cola'), t('مشروب طاقة', 'Energy drink')],
      },
    ],
  },
  {
    id: 5,
    name: t('التمور والحلويات', 'Dates & Sweets'),
    kind: 'food',
    color: '#7b341e',
    prices: [15, 220],
    brands: [t('تمور الواحة', 'Waha Dates'), t('نخلة', 'Nakhla'), t('بيادر', 'Bayader')],
    subcategories: [
      {
        id: 501,
        name: t('تمور', 'Dates'),
        items: [
          t('تمر سكري', 'Sukkari dates'),
          t('تمر عجوة', 'Ajwa dates'),
          t('تمر خلاص', 'Khalas dates'),
          t('تمر مجدول', 'Medjool dates'),
        ],
      },
      {
        id: 502,
        name: t('حلويات شرقية', 'Arabic sweets'),
        items: [t('بقلاوة', 'Baklava'), t('كنافة', 'Kunafa'), t('لقيمات', 'Luqaimat')],
      },
      {
        id: 503,
        name: t('شوكولاتة', 'Chocolate'),
        items: [
          t('شوكولاتة محشوة بالتمر', 'Date-filled chocolate'),
          t('شوكولاتة داكنة', 'Dark chocolate'),
        ],
      },
    ],
  },
  {
    id: 6,
    name: t('القهوة والشاي', 'Coffee & Tea'),
    kind: 'food',
    color: '#5f370e',
    prices: [12, 160],
    brands: [t('بيت القهوة', 'Coffee House'), t('هيل', 'Hail'), t('بن اليمن', 'Yemen Bunn')],
    subcategories: [
      {
        id: 601,
        name: t('قهوة عربية', 'Arabic coffee'),
        items: [
          t('قهوة عربية بالهيل', 'Arabic coffee with cardamom'),
          t('قهوة شقراء', 'Light-roast coffee'),
        ],
      },
      {
        id: 602,
        name: t('قهوة مختصة', 'Specialty coffee'),
        items: [t('حبوب إسبريسو', 'Espresso beans'), t('قهوة إثيوبية', 'Ethiopian coffee')],
      },
      {
        id: 603,
        name: t('شاي', 'Tea'),
        items: [
          t('شاي أحمر', 'Black tea'),
          t('شاي أخضر', 'Green tea'),
          t('شاي بالنعناع', 'Mint tea'),
        ],
      },
    ],
  },
  {
    id: 7,
    name: t('أزياء رجالية', "Men's Fashion"),
    kind: 'fashion',
    color: '#2d3748',
    prices: [45, 450],
    brands: [t('أصالة', 'Asala'), t('نسيج', 'Naseej'), t('رداء', 'Rida')],
    subcategories: [
      {
        id: 701,
        name: t('ثياب', 'Thobes'),
        items: [t('ثوب رجالي', "Men's thobe"), t('ثوب شتوي', 'Winter thobe')],
      },
      {
        id: 702,
        name: t('أشمغة وغتر', 'Shemaghs & ghutras'),
        items: [t('شماغ أحمر', 'Red shemagh'), t('غترة بيضاء', 'White ghutra')],
      },
      {
        id: 703,
        name: t('أحذية', 'Footwear'),
        items: [t('حذاء شرقي', 'Sharqi sandals'), t('حذاء رياضي', 'Sports shoes')],
      },
    ],
  },
  {
    id: 8,
    name: t('أزياء نسائية', "Women's Fashion"),
    kind: 'fashion',
    color: '#97266d',
    prices: [60, 900],
    brands: [t('أناقة', 'Anaqa'), t('نسيج', 'Naseej'), t('لؤلؤة', 'Lulua')],
    subcategories: [
      {
        id: 801,
        name: t('عبايات', 'Abayas'),
        items: [
          t('عباية سوداء كلاسيكية', 'Classic black abaya'),
          t('عباية مطرزة', 'Embroidered abaya'),
        ],
      },
      {
        id: 802,
        name: t('فساتين', 'Dresses'),
        items: [t('فستان سهرة', 'Evening dress'), t('فستان صيفي', 'Summer dress')],
      },
      {
        id: 803,
        name: t('حقائب', 'Bags'),
        items: [t('حقيبة يد', 'Handbag'), t('حقيبة كتف', 'Shoulder bag')],
      },
    ],
  },
  {
    id: 9,
    name: t('الأطفال والألعاب', 'Kids & Toys'),
    kind: 'kids',
    color: '#dd6b20',
    prices: [15, 260],
    brands: [t('براعم', 'Baraem'), t('مرح', 'Marah')],
    subcategories: [
      {
        id: 901,
        name: t('ملابس أطفال', "Kids' clothing"),
        items: [t('طقم أطفال', "Kids' outfit"), t('بيجامة أطفال', "Kids' pyjamas")],
      },
      {
        id: 902,
        name: t('ألعاب', 'Toys'),
        items: [
          t('مكعبات بناء', 'Building blocks'),
          t('سيارة تحكم عن بعد', 'Remote-control car'),
          t('دمية', 'Doll'),
        ],
      },
      {
        id: 903,
        name: t('مستلزمات الرضع', 'Baby care'),
        items: [t('حفاضات', 'Diapers'), t('مناديل مبللة', 'Baby wipes')],
      },
    ],
  },
  {
    id: 10,
    name: t('الإلكترونيات', 'Electronics'),
    kind: 'electronics',
    color: '#4c51bf',
    prices: [49, 4800],
    brands: [t('برق', 'Barq'), t('مدار', 'Madar'), t('نبض', 'Nabd')],
    subcategories: [
      {
        id: 1001,
        name: t('جوالات وملحقاتها', 'Phones & accessories'),
        items: [t('جوال ذكي', 'Smartphone'), t('شاحن سريع', 'Fast charger')],
      },
      {
        id: 1002,
        name: t('سماعات', 'Audio'),
        items: [t('سماعات لاسلكية', 'Wireless earbuds'), t('سماعة رأس', 'Headphones')],
      },
      {
        id: 1003,
        name: t('ساعات ذكية', 'Smartwatches'),
        items: [t('ساعة ذكية', 'Smartwatch'), t('سوار لياقة', 'Fitness band')],
      },
    ],
  },
  {
    id: 11,
    name: t('المنزل والمطبخ', 'Home & Kitchen'),
    kind: 'home',
    color: '#285e61',
    prices: [25, 650],
    brands: [t('بيتي', 'Beity'), t('مجلس', 'Majlis'), t('ديار', 'Diyar')],
    subcategories: [
      {
        id: 1101,
        name: t('أواني الطبخ', 'Cookware'),
        items: [t('قدر ضغط', 'Pressure cooker'), t('مقلاة غير لاصقة', 'Non-stick pan')],
      },
      {
        id: 1102,
        name: t('أدوات القهوة', 'Coffee tools'),
        items: [
          t('دلة قهوة', 'Dallah coffee pot'),
          t('طقم فناجين', 'Finjan cup set'),
          t('ترمس', 'Thermos flask'),
        ],
      },
      {
        id: 1103,
        name: t('مفروشات', 'Home textiles'),
        items: [t('سجادة صلاة', 'Prayer rug'), t('طقم مفارش سرير', 'Bed sheet set')],
      },
    ],
  },
  {
    id: 12,
    name: t('العناية والعطور', 'Beauty & Perfumes'),
    kind: 'beauty',
    color: '#805ad5',
    prices: [20, 950],
    brands: [t('نفحات', 'Nafahat'), t('ورد طائفي', 'Taif Rose'), t('عبير', 'Abeer')],
    subcategories: [
      {
        id: 1201,
        name: t('عطور وبخور', 'Perfumes & incense'),
        items: [
          t('دهن عود', 'Oud oil'),
          t('عطر مسك', 'Musk perfume'),
          t('بخور', 'Bakhoor incense'),
        ],
      },
      {
        id: 1202,
        name: t('العناية بالبشرة', 'Skincare'),
        items: [t('كريم مرطب', 'Moisturizing cream'), t('واقي شمس', 'Sunscreen')],
      },
      {
        id: 1203,
        name: t('العناية بالشعر', 'Hair care'),
        items: [t('شامبو', 'Shampoo'), t('زيت شعر', 'Hair oil')],
      },
    ],
  },
];

export const colorData: { ar: string; en: string; hex: string }[] = [
  { ar: 'أسود', en: 'Black', hex: '#1f2937' },
  { ar: 'أبيض', en: 'White', hex: '#f9fafb' },
  { ar: 'بيج', en: 'Beige', hex: '#d6c6a8' },
  { ar: 'كحلي', en: 'Navy', hex: '#1e3a5f' },
  { ar: 'رمادي', en: 'Grey', hex: '#9ca3af' },
  { ar: 'أحمر', en: 'Red', hex: '#b91c1c' },
  { ar: 'أخضر', en: 'Green', hex: '#15803d' },
  { ar: 'ذهبي', en: 'Gold', hex: '#b8860b' },
  { ar: 'وردي', en: 'Pink', hex: '#db2777' },
  { ar: 'بني', en: 'Brown', hex: '#78350f' },
];

export interface ProviderData {
  id: number;
  name: Text;
  description: Text;
  address: Text;
  city_id: number;
  color: string;
  category_ids: number[];
}

export const providerData: ProviderData[] = [
  {
    id: 1,
    name: t('أسواق الديرة', 'Al Deerah Markets'),
    description: t(
      'سوق يومي للخضار والفواكه والألبان، يوصل إلى باب بيتك في الرياض خلال ساعات.',
      'A daily market for produce and dairy, delivered to your door in Riyadh within hours.',
    ),
    address: t('حي الملقا، طريق أنس بن مالك، الرياض', 'Al Malqa, Anas Bin Malik Rd, Riyadh'),
    city_id: 1,
    color: '#2f855a',
    category_ids: [1, 2, 4],
  },
  {
    id: 2,
    name: t('مخابز السنابل', 'Sanabel Bakeries'),
    description: t(
      'خبز ومعجنات تُخبز كل صباح بدقيق البر والسمن البلدي.',
      'Bread and pastries baked every morning with whole-wheat flour and local ghee.',
    ),
    address: t('حي الروضة، شارع صاري، جدة', 'Al Rawdah, Sari St, Jeddah'),
    city_id: 2,
    color: '#b7791f',
    category_ids: [3, 5],
  },
  {
    id: 3,
    name: t('تمور الواحة', 'Waha Dates'),
    description: t(
      'أجود تمور القصيم والمدينة المنورة والأحساء، معبأة بعناية.',
      'The finest dates of Qassim, Madinah and Al-Ahsa, carefully packed.',
    ),
    address: t('طريق الملك عبدالعزيز، بريدة', 'King Abdulaziz Rd, Buraidah'),
    city_id: 10,
    color: '#7b341e',
    category_ids: [5, 6],
  },
  {
    id: 4,
    name: t('بيت القهوة السعودي', 'Saudi Coffee House'),
    description: t(
      'قهوة عربية ومختصة محمصة محليًا، وكل ما تحتاجه لتحضيرها.',
      'Locally roasted Arabic and specialty coffee, and everything to brew it.',
    ),
    address: t('حي الشاطئ، الدمام', 'Al Shati, Dammam'),
    city_id: 5,
    color: '#5f370e',
    category_ids: [6, 11],
  },
  {
    id: 5,
    name: t('أزياء أصالة', 'Asala Fashion'),
    description: t(
      'ثياب وعبايات بتفصيل سعودي أصيل وخامات مختارة.',
      'Thobes and abayas with authentic Saudi tailoring and chosen fabrics.',
    ),
    address: t('حي العليا، شارع التحلية، الرياض', 'Olaya, Tahlia St, Riyadh'),
    city_id: 1,
    color: '#2d3748',
    category_ids: [7, 8],
  },
  {
    id: 6,
    name: t('عالم براعم', 'Baraem World'),
    description: t(
      'ملابس وألعاب ومستلزمات للأطفال من الولادة حتى سن العاشرة.',
      'Clothing, toys and care for children from birth to ten.',
    ),
    address: t('حي الخالدية، مكة المكرمة', 'Al Khalidiyah, Makkah'),
    city_id: 3,
    color: '#dd6b20',
    category_ids: [9],
  },
  {
    id: 7,
    name: t('مدار للإلكترونيات', 'Madar Electronics'),
    description: t(
      'أجهزة ذكية وملحقاتها بضمان محلي وتوصيل سريع.',
      'Smart devices and accessories with local warranty and fast delivery.',
    ),
    address: t('طريق الأمير سلطان، الخبر', 'Prince Sultan Rd, Khobar'),
    city_id: 6,
    color: '#4c51bf',
    category_ids: [10],
  },
  {
    id: 8,
    name: t('بيتي للأدوات المنزلية', 'Beity Home'),
    description: t(
      'أواني وأدوات قهوة ومفروشات تجمع الجودة والذوق.',
      'Cookware, coffee tools and textiles with quality and taste.',
    ),
    address: t('حي الشهداء، الطائف', 'Al Shuhada, Taif'),
    city_id: 7,
    color: '#285e61',
    category_ids: [11],
  },
  {
    id: 9,
    name: t('عطور نفحات', 'Nafahat Perfumes'),
    description: t(
      'دهن العود والمسك والبخور وورد الطائف، بتركيبات شرقية فاخرة.',
      'Oud oil, musk, bakhoor and Taif rose in fine oriental blends.',
    ),
    address: t('حي قباء، المدينة المنورة', 'Quba, Madinah'),
    city_id: 4,
    color: '#805ad5',
    category_ids: [12],
  },
  {
    id: 10,
    name: t('هايبر النخبة', 'Nukhba Hyper'),
    description: t(
      'كل ما يحتاجه البيت في مكان واحد، بأسعار منافسة وعروض أسبوعية.',
      'Everything the home needs in one place, with keen prices and weekly offers.',
    ),
    address: t('طريق الملك فهد، أبها', 'King Fahd Rd, Abha'),
    city_id: 9,
    color: '#c53030',
    category_ids: [1, 2, 3, 4, 9, 10, 11, 12],
  },
];

/** Names of the demo's reviewers. */
export const reviewerNames = [
  'عبدالله الشهري',
  'نورة الدوسري',
  'فهد المطيري',
  'ريم الزهراني',
  'خالد الغامدي',
  'هيفاء العنزي',
  'سلطان الحربي',
  'منيرة السبيعي',
  'Omar Farouk',
  'Aisha Khan',
];

/** Review comments by rating (customers write in their own language). */
export const reviewComments: Record<number, string[]> = {
  5: [
    'منتج ممتاز وجودته عالية، أنصح به',
    'وصل بسرعة والتغليف ممتاز',
    'Excellent quality, will buy again',
  ],
  4: ['جيد جدًا والسعر مناسب', 'منتج جميل لكن التوصيل تأخر قليلًا', 'Very good value for money'],
  3: ['مقبول، توقعت أفضل', 'الجودة متوسطة', 'It is okay for the price'],
  2: ['المقاس لم يكن مناسبًا', 'Not as described'],
  1: ['وصل المنتج تالفًا', 'Poor quality, disappointed'],
};
