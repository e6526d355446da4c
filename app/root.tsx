import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { config } from "./config.server";
import { loadTextBlocks } from "./features/content/text-blocks.server";
import { langFromPathname } from "./features/language/lang";
import { useNonce } from "./features/security/csp-nonce";
import { RestaurantJsonLd } from "./features/seo/restaurant-json-ld";
import { SiteIcons } from "./features/seo/site-icons";
import "./styles/global.css";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPathname(new URL(request.url).pathname);
  return { lang, texts: await loadTextBlocks(lang), siteUrl: config().SITE_URL };
}

// The language lives in the address, not in a route param: reload the texts when it changes.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return langFromPathname(currentUrl.pathname) !== langFromPathname(nextUrl.pathname) || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang = data?.lang ?? langFromPathname(location.pathname);
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteIcons lang={lang} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <RestaurantJsonLd lang={lang} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>{status}</h1>
    </main>
  );
}
