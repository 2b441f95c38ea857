import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { getLoadedCatalogue } from '@matjar/i18n';
import { Skeleton, SkeletonGroup } from '@matjar/ui';
import type { Route } from './+types/home';
import { homeMessages } from './home.messages.js';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root');
  const locale = (root?.data as { locale?: 'ar' | 'en' } | undefined)?.locale ?? 'ar';
  const catalogue = getLoadedCatalogue(locale);
  return [
    { title: catalogue?.[homeMessages.title.id] },
    { name: 'description', content: catalogue?.[homeMessages.description.id] },
  ];
}

interface HomeSectionProps {
  id: string;
  title: MessageDescriptor;
  variant: 'categories' | 'banners' | 'providers' | 'products';
  count: number;
}

/**
 * A band of the home page. Its content (from the catalog API) streams in later; until then it
 * keeps its final shape with skeletons, so nothing shifts when it arrives.
 */
function HomeSection({ id, title, variant, count }: HomeSectionProps) {
  const intl = useIntl();
  let item: (key: number) => ReactNode;
  switch (variant) {
    case 'categories':
      item = (key) => (
        <li key={key} className="sf-home__category">
          <Skeleton shape="circle" size="5rem" />
          <Skeleton shape="text" lines={1} />
        </li>
      );
      break;
    case 'banners':
      item = (key) => (
        <li key={key} className="sf-home__banner">
          <Skeleton shape="rect" aspectRatio="16 / 7" />
        </li>
      );
      break;
    case 'providers':
      item = (key) => (
        <li key={key} className="sf-home__provider">
          <Skeleton shape="circle" size="4rem" />
          <Skeleton shape="text" lines={2} />
        </li>
      );
      break;
    case 'products':
      item = (key) => (
        <li key={key} className="sf-home__product">
          <Skeleton shape="rect" aspectRatio="1 / 1" />
          <Skeleton shape="text" lines={2} />
        </li>
      );
      break;
  }
  return (
    <section className="sf-home__section" aria-labelledby={id} aria-busy="true">
      <h2 id={id} className="sf-home__section-title">
        {intl.formatMessage(title)}
      </h2>
      <SkeletonGroup>
        <ul className="sf-home__rail" data-variant={variant}>
          {Array.from({ length: count }, (_, index) => item(index))}
        </ul>
      </SkeletonGroup>
    </section>
  );
}

const promises = [
  { title: homeMessages.scheduledTitle, body: homeMessages.scheduledBody },
  { title: homeMessages.paymentTitle, body: homeMessages.paymentBody },
  { title: homeMessages.returnsTitle, body: homeMessages.returnsBody },
] as const;

export default function Home() {
  const intl = useIntl();
  return (
    <div className="sf-home">
      <section className="sf-home__hero" aria-labelledby="sf-home-hero">
        <div className="sf-home__hero-text">
          <h1 id="sf-home-hero">{intl.formatMessage(homeMessages.heroTitle)}</h1>
          <p>{intl.formatMessage(homeMessages.heroBody)}</p>
        </div>
        <ul className="sf-home__promises">
          {promises.map((promise) => (
            <li key={promise.title.id}>
              <strong>{intl.formatMessage(promise.title)}</strong>
              <span>{intl.formatMessage(promise.body)}</span>
            </li>
          ))}
        </ul>
      </section>
      <HomeSection
        id="home-categories"
        title={homeMessages.categories}
        variant="categories"
        count={8}
      />
      <HomeSection id="home-offers" title={homeMessages.offers} variant="banners" count={3} />
      <HomeSection
        id="home-providers"
        title={homeMessages.providers}
        variant="providers"
        count={6}
      />
      <HomeSection id="home-new" title={homeMessages.newlyAdded} variant="products" count={6} />
      <HomeSection id="home-best" title={homeMessages.mostSelling} variant="products" count={6} />
    </div>
  );
}
