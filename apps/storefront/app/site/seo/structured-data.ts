import { priceAsDecimal } from "../../catalog/price.ts";

type Crumb = { name: string; url: string };

export function breadcrumbListData(crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

const availability: Record<string, string> = {
  IN_STOCK: "https://schema.org/InStock",
  LOW_STOCK: "https://schema.org/LimitedAvailability",
  OUT_OF_STOCK: "https://schema.org/OutOfStock",
};

type ProductInput = {
  name: string;
  description: string;
  url: string;
  image: string | null;
  currency: string;
  variants: readonly { sku: string; name: string; price: number; stockLevel: string }[];
};

/** schema.org Product with one Offer per variant (price as a decimal, currency, availability). */
export function productData(product: ProductInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: product.url,
    brand: { "@type": "Brand", name: "Hushling" },
    ...(product.image ? { image: product.image } : {}),
    sku: product.variants[0]?.sku,
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.sku,
      name: variant.name,
      price: priceAsDecimal(variant.price),
      priceCurrency: product.currency,
      availability: availability[variant.stockLevel] ?? "https://schema.org/InStock",
      url: product.url,
    })),
  };
}

export function organizationData(origin: string, logo: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Hushling",
    url: `${origin}/`,
    logo,
  };
}
