import { LIMITS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_SECTIONS } from '../../features/help/components/help-sections';
import { CATEGORY_ROUTES } from '../../lib/category-routes';
import { categoriesWithVendors, useGameMenus } from '../../lib/game-menus';
import { imageUrl } from '../../lib/image-cdn';
import { useSiteConfig } from '../../lib/site-config';
import { BrandLogo } from '../../ui/brand-logo';
import { Icon } from '../../ui/icons';
import styles from './footer.module.css';
import { SocialLinks } from './social-links';

function mirrorHref(mirror: string): string {
  return /^https?:\/\//i.test(mirror) ? mirror : `https://${mirror}`;
}

function mirrorLabel(mirror: string): string {
  return mirror.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The site footer: social links, products, help, vendor logos, licence, mirrors and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { merchant, resources, domainRoute } = useSiteConfig();
  const menus = useGameMenus();
  const categories = categoriesWithVendors(menus.data);
  // The vendors whose games the site lists (once each, in menu order): never a vendor it does not carry.
  const vendorLogos = new Map(categories.flatMap((menu) => menu.vendors.map((vendor) => [vendor.vendor, vendor] as const)));

  return (
    <footer className={styles.footer} data-testid="app-footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brandCol}>
            <BrandLogo />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <SocialLinks resources={resources} />
          </div>

          <nav aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer.products')}
            </h2>
            <ul className={[styles.links, styles.products].join(' ')}>
              {categories.map((menu) => (
                <li key={menu.gameCategory}>
                  <Link to={CATEGORY_ROUTES[menu.gameCategory]}>{t(`category.${menu.gameCategory}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer.help')}
            </h2>
            <ul className={styles.links}>
              {HELP_SECTIONS.map((section) => (
                <li key={section}>
                  <Link to={`/help#${section}`}>{t(`help.sections.${section}`)}</Link>
                </li>
              ))}
              <li>
                <Link to="/member#feedback">{t('help.feedback')}</Link>
              </li>
              <li>
                <Link to="/download">{t('footer.download')}</Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-discover">
            <h2 id="footer-discover" className={styles.heading}>
              {t('footer.discover')}
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to="/winners">{t('footer.winners')}</Link>
              </li>
              <li>
                <Link to="/jackpot">{t('footer.jackpot')}</Link>
              </li>
              <li>
                <Link to="/pointMall">{t('pages.point_mall')}</Link>
              </li>
              <li>
                <Link to="/blog">{t('footer.blog')}</Link>
              </li>
              <li>
                <Link to="/mirrors">{t('footer.mirror_list')}</Link>
              </li>
            </ul>
          </nav>
        </div>

        <section className={styles.vendors} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('footer.vendors')}
          </h2>
          <ul className={styles.vendorList}>
            {[...vendorLogos.values()].map((vendor) => (
              <li key={vendor.vendor} className={styles.vendor} title={vendor.name}>
                {vendor.logoUrl ? (
                  <img className={styles.vendorLogo} src={imageUrl(vendor.logoUrl)} alt={vendor.name} height={26} loading="lazy" />
                ) : (
                  <span className={styles.vendorCode}>{vendor.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.legal}>
          <p className={styles.licence}>
            <span className={styles.ageBadge} role="img" aria-label={t('footer.age_limit', { age: LIMITS.minimumAge })}>
              {`${LIMITS.minimumAge}+`}
            </span>
            <Icon.Shield size={18} className={styles.licenceIcon} />
            {/* The operator's own line when it set one; else the site's, in the member's language. */}
            <span>
              <span data-testid="footer-licence">
                {merchant.licence || t('footer.licence', { name: merchant.name, age: LIMITS.minimumAge })}
              </span>
              {merchant.licenceNumber ? <span>{` · ${t('footer.licence_number', { number: merchant.licenceNumber })}`}</span> : null}
              {merchant.licenceUrl ? (
                <>
                  {' · '}
                  <a className={styles.licenceLink} href={merchant.licenceUrl} target="_blank" rel="noopener noreferrer">
                    {t('footer.licence_verify')}
                  </a>
                </>
              ) : null}
            </span>
          </p>
          {domainRoute.mirrors.length > 0 ? (
            <p className={styles.mirrors}>
              <span>{t('footer.mirrors')}</span>
              {domainRoute.mirrors.map((mirror) => (
                <a key={mirror} className={styles.mirror} href={mirrorHref(mirror)} target="_blank" rel="noopener noreferrer">
                  {mirrorLabel(mirror)}
                </a>
              ))}
              <Link className={styles.mirror} to="/mirrors">
                {t('footer.mirrors_all')}
              </Link>
            </p>
          ) : (
            <p>
              <Link to="/mirrors">{t('footer.mirror_list')}</Link>
            </p>
          )}
          <p className={styles.copyright}>
            {merchant.copyright || t('footer.copyright', { name: merchant.name, year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
