import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FaqSection } from '../components/faq-section';
import { PublicActions } from '../components/public-actions';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { FAQ_ITEMS } from '../content/faq';
import { SECTION_LINKS } from '../content/site';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { BenefitsSection } from '../features/landing/components/benefits-section';
import { CtaSection } from '../features/landing/components/cta-section';
import { FeaturesSection } from '../features/landing/components/features-section';
import { Hero } from '../features/landing/components/hero';
import { useFaqState } from '../features/landing/landing-slice';

// The demo (dialog + sample deck + its images) loads on first use, not with the landing page.
const loadDemo = () => import('../features/sample-deck/components/demo-dialog');
const DemoDialog = lazy(() => loadDemo().then((module) => ({ default: module.DemoDialog })));
// On hover or focus of Watch Demo; a failure here is retried by the click itself.
const prefetchDemo = () => void loadDemo().catch(() => undefined);

/** product.md §2 landing page. '/#demo' opens the Watch Demo dialog, so the footer's Demo link works from any page. */
export default function LandingPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoRequested, setDemoRequested] = useState(false);
  const faq = useFaqState('landing');
  useHashScroll();

  const openDemo = useCallback(() => {
    setDemoRequested(true);
    setDemoOpen(true);
  }, []);

  const closeDemo = () => {
    setDemoOpen(false);
    if (hash === '#demo') navigate({ hash: '' }, { replace: true });
  };

  useEffect(() => {
    if (hash === '#demo') openDemo();
  }, [hash, openDemo]);

  return (
    <>
      <SiteHeader links={SECTION_LINKS} actions={<PublicActions />} />
      <main>
        <Hero onWatchDemo={openDemo} onPrefetchDemo={prefetchDemo} />
        <FeaturesSection />
        <BenefitsSection />
        <FaqSection items={FAQ_ITEMS} openIndex={faq.openIndex} onToggle={faq.onToggle} />
        <CtaSection onWatchDemo={openDemo} onPrefetchDemo={prefetchDemo} />
      </main>
      <SiteFooter />
      {demoRequested && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onClose={closeDemo} />
        </Suspense>
      )}
    </>
  );
}
