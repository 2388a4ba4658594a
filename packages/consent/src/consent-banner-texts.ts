import type { LanguageCode } from "@hushling/storefronts";
import type { ConsentCategory } from "./consent-category.ts";

export type ConsentBannerTexts = {
  bannerTitle: string;
  bannerDescription: string;
  acceptAll: string;
  rejectAll: string;
  managePreferences: string;
  preferencesTitle: string;
  savePreferences: string;
  close: string;
  preferencesIntro: string;
  categories: Record<ConsentCategory, { title: string; description: string }>;
  /** The footer link that reopens the preferences. */
  reopenPreferences: string;
};

/** Every storefront language must have its texts: the record's key type makes a missing one a type error. */
export const consentBannerTexts: Record<LanguageCode, ConsentBannerTexts> = {
  en: {
    bannerTitle: "Cookies at Hushling",
    bannerDescription:
      "We use cookies the shop needs to work. With your permission we also use cookies to remember your preferences, measure how the site is used and show you relevant Hushling ads elsewhere.",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    managePreferences: "Manage preferences",
    preferencesTitle: "Cookie preferences",
    savePreferences: "Save preferences",
    close: "Close",
    preferencesIntro:
      "Choose which cookies Hushling may use. You can change your choice at any time from the link at the bottom of every page.",
    categories: {
      necessary: {
        title: "Necessary",
        description: "Keep the shop working: your country, your cart and your consent choice. Always on.",
      },
      functional: {
        title: "Functional",
        description: "Remember choices such as your language and recently viewed products.",
      },
      analytics: {
        title: "Analytics",
        description: "Help us understand which pages are visited, so we can improve the shop.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Allow reviews, customer photos and advertising partners to show relevant content and measure our ads.",
      },
    },
    reopenPreferences: "Cookie preferences",
  },
  fr: {
    bannerTitle: "Les cookies chez Hushling",
    bannerDescription:
      "Nous utilisons les cookies nécessaires au fonctionnement de la boutique. Avec votre accord, nous utilisons aussi des cookies pour mémoriser vos préférences, mesurer l’utilisation du site et vous montrer ailleurs des publicités Hushling pertinentes.",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    managePreferences: "Gérer mes préférences",
    preferencesTitle: "Préférences de cookies",
    savePreferences: "Enregistrer mes préférences",
    close: "Fermer",
    preferencesIntro:
      "Choisissez les cookies que Hushling peut utiliser. Vous pouvez modifier votre choix à tout moment depuis le lien en bas de chaque page.",
    categories: {
      necessary: {
        title: "Nécessaires",
        description:
          "Ils font fonctionner la boutique : votre pays, votre panier et votre choix de cookies. Toujours actifs.",
      },
      functional: {
        title: "Fonctionnels",
        description: "Ils mémorisent vos choix, comme la langue et les produits consultés récemment.",
      },
      analytics: {
        title: "Mesure d’audience",
        description: "Ils nous aident à comprendre quelles pages sont visitées pour améliorer la boutique.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Ils permettent aux avis, aux photos de clients et à nos partenaires publicitaires d’afficher du contenu pertinent et de mesurer nos publicités.",
      },
    },
    reopenPreferences: "Préférences de cookies",
  },
  de: {
    bannerTitle: "Cookies bei Hushling",
    bannerDescription:
      "Wir verwenden Cookies, die der Shop zum Funktionieren braucht. Mit Ihrer Zustimmung verwenden wir außerdem Cookies, um Ihre Einstellungen zu speichern, die Nutzung der Website zu messen und Ihnen anderswo passende Hushling-Werbung zu zeigen.",
    acceptAll: "Alle akzeptieren",
    rejectAll: "Alle ablehnen",
    managePreferences: "Einstellungen verwalten",
    preferencesTitle: "Cookie-Einstellungen",
    savePreferences: "Einstellungen speichern",
    close: "Schließen",
    preferencesIntro:
      "Wählen Sie, welche Cookies Hushling verwenden darf. Über den Link unten auf jeder Seite können Sie Ihre Wahl jederzeit ändern.",
    categories: {
      necessary: {
        title: "Notwendig",
        description: "Halten den Shop am Laufen: Ihr Land, Ihr Warenkorb und Ihre Cookie-Auswahl. Immer aktiv.",
      },
      functional: {
        title: "Funktional",
        description: "Merken sich Einstellungen wie Ihre Sprache und zuletzt angesehene Produkte.",
      },
      analytics: {
        title: "Analyse",
        description: "Helfen uns zu verstehen, welche Seiten besucht werden, damit wir den Shop verbessern können.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Erlauben Bewertungen, Kundenfotos und Werbepartnern, passende Inhalte zu zeigen und unsere Werbung zu messen.",
      },
    },
    reopenPreferences: "Cookie-Einstellungen",
  },
  nl: {
    bannerTitle: "Cookies bij Hushling",
    bannerDescription:
      "We gebruiken cookies die nodig zijn om de winkel te laten werken. Met je toestemming gebruiken we ook cookies om je voorkeuren te onthouden, het gebruik van de site te meten en je elders relevante Hushling-advertenties te tonen.",
    acceptAll: "Alles accepteren",
    rejectAll: "Alles weigeren",
    managePreferences: "Voorkeuren beheren",
    preferencesTitle: "Cookievoorkeuren",
    savePreferences: "Voorkeuren opslaan",
    close: "Sluiten",
    preferencesIntro:
      "Kies welke cookies Hushling mag gebruiken. Je kunt je keuze altijd wijzigen via de link onderaan elke pagina.",
    categories: {
      necessary: {
        title: "Noodzakelijk",
        description: "Houden de winkel werkend: je land, je winkelwagen en je cookiekeuze. Altijd aan.",
      },
      functional: { title: "Functioneel", description: "Onthouden keuzes zoals je taal en onlangs bekeken producten." },
      analytics: {
        title: "Analyse",
        description: "Helpen ons te begrijpen welke pagina’s bezocht worden, zodat we de winkel kunnen verbeteren.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Laten reviews, klantfoto’s en advertentiepartners relevante inhoud tonen en onze advertenties meten.",
      },
    },
    reopenPreferences: "Cookievoorkeuren",
  },
  sv: {
    bannerTitle: "Kakor hos Hushling",
    bannerDescription:
      "Vi använder kakor som butiken behöver för att fungera. Med ditt samtycke använder vi även kakor för att komma ihåg dina val, mäta hur webbplatsen används och visa relevanta Hushling-annonser på andra ställen.",
    acceptAll: "Godkänn alla",
    rejectAll: "Avvisa alla",
    managePreferences: "Hantera inställningar",
    preferencesTitle: "Inställningar för kakor",
    savePreferences: "Spara inställningar",
    close: "Stäng",
    preferencesIntro:
      "Välj vilka kakor Hushling får använda. Du kan ändra ditt val när som helst via länken längst ned på varje sida.",
    categories: {
      necessary: {
        title: "Nödvändiga",
        description: "Får butiken att fungera: ditt land, din varukorg och ditt val om kakor. Alltid på.",
      },
      functional: {
        title: "Funktionella",
        description: "Kommer ihåg val som ditt språk och nyligen visade produkter.",
      },
      analytics: {
        title: "Statistik",
        description: "Hjälper oss att förstå vilka sidor som besöks så att vi kan förbättra butiken.",
      },
      marketing: {
        title: "Marknadsföring",
        description: "Låter recensioner, kundbilder och annonspartner visa relevant innehåll och mäta våra annonser.",
      },
    },
    reopenPreferences: "Inställningar för kakor",
  },
  es: {
    bannerTitle: "Cookies en Hushling",
    bannerDescription:
      "Usamos las cookies que la tienda necesita para funcionar. Con tu permiso, también usamos cookies para recordar tus preferencias, medir cómo se usa el sitio y mostrarte anuncios de Hushling relevantes en otros sitios.",
    acceptAll: "Aceptar todas",
    rejectAll: "Rechazar todas",
    managePreferences: "Gestionar preferencias",
    preferencesTitle: "Preferencias de cookies",
    savePreferences: "Guardar preferencias",
    close: "Cerrar",
    preferencesIntro:
      "Elige qué cookies puede usar Hushling. Puedes cambiar tu elección cuando quieras desde el enlace al pie de cada página.",
    categories: {
      necessary: {
        title: "Necesarias",
        description: "Hacen que la tienda funcione: tu país, tu cesta y tu elección de cookies. Siempre activas.",
      },
      functional: {
        title: "Funcionales",
        description: "Recuerdan elecciones como tu idioma y los productos vistos recientemente.",
      },
      analytics: {
        title: "Analíticas",
        description: "Nos ayudan a entender qué páginas se visitan para mejorar la tienda.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Permiten que las reseñas, las fotos de clientes y los socios publicitarios muestren contenido relevante y midan nuestros anuncios.",
      },
    },
    reopenPreferences: "Preferencias de cookies",
  },
  it: {
    bannerTitle: "I cookie di Hushling",
    bannerDescription:
      "Usiamo i cookie necessari al funzionamento del negozio. Con il tuo consenso usiamo anche cookie per ricordare le tue preferenze, misurare l’uso del sito e mostrarti altrove annunci Hushling pertinenti.",
    acceptAll: "Accetta tutti",
    rejectAll: "Rifiuta tutti",
    managePreferences: "Gestisci preferenze",
    preferencesTitle: "Preferenze sui cookie",
    savePreferences: "Salva preferenze",
    close: "Chiudi",
    preferencesIntro:
      "Scegli quali cookie può usare Hushling. Puoi cambiare la tua scelta in qualsiasi momento dal link in fondo a ogni pagina.",
    categories: {
      necessary: {
        title: "Necessari",
        description:
          "Fanno funzionare il negozio: il tuo paese, il tuo carrello e la tua scelta sui cookie. Sempre attivi.",
      },
      functional: {
        title: "Funzionali",
        description: "Ricordano scelte come la lingua e i prodotti visti di recente.",
      },
      analytics: {
        title: "Statistici",
        description: "Ci aiutano a capire quali pagine vengono visitate per migliorare il negozio.",
      },
      marketing: {
        title: "Marketing",
        description:
          "Consentono a recensioni, foto dei clienti e partner pubblicitari di mostrare contenuti pertinenti e misurare i nostri annunci.",
      },
    },
    reopenPreferences: "Preferenze sui cookie",
  },
  "zh-Hant": {
    bannerTitle: "Hushling 的 Cookie",
    bannerDescription:
      "我們使用商店運作所需的 Cookie。經您同意後，我們也會使用 Cookie 來記住您的偏好、了解網站的使用情況，並在其他網站向您顯示相關的 Hushling 廣告。",
    acceptAll: "全部接受",
    rejectAll: "全部拒絕",
    managePreferences: "管理偏好設定",
    preferencesTitle: "Cookie 偏好設定",
    savePreferences: "儲存偏好設定",
    close: "關閉",
    preferencesIntro: "選擇 Hushling 可以使用哪些 Cookie。您可以隨時透過每頁底部的連結更改您的選擇。",
    categories: {
      necessary: { title: "必要", description: "維持商店運作：您的國家／地區、購物車及 Cookie 選擇。一律啟用。" },
      functional: { title: "功能", description: "記住您的語言及最近瀏覽的產品等選擇。" },
      analytics: { title: "分析", description: "協助我們了解哪些頁面受到瀏覽，以改善商店。" },
      marketing: { title: "行銷", description: "讓評論、顧客相片及廣告合作夥伴顯示相關內容並衡量我們的廣告成效。" },
    },
    reopenPreferences: "Cookie 偏好設定",
  },
  ko: {
    bannerTitle: "Hushling의 쿠키",
    bannerDescription:
      "스토어 운영에 필요한 쿠키를 사용합니다. 동의하시면 선호 설정을 기억하고, 사이트 이용 현황을 측정하고, 다른 곳에서 관련 Hushling 광고를 보여 드리기 위한 쿠키도 사용합니다.",
    acceptAll: "모두 허용",
    rejectAll: "모두 거부",
    managePreferences: "설정 관리",
    preferencesTitle: "쿠키 설정",
    savePreferences: "설정 저장",
    close: "닫기",
    preferencesIntro:
      "Hushling이 사용할 수 있는 쿠키를 선택하세요. 모든 페이지 하단의 링크에서 언제든지 선택을 변경할 수 있습니다.",
    categories: {
      necessary: {
        title: "필수",
        description: "국가, 장바구니, 쿠키 선택 등 스토어 운영에 필요합니다. 항상 사용됩니다.",
      },
      functional: { title: "기능", description: "언어, 최근 본 상품 등의 선택을 기억합니다." },
      analytics: {
        title: "분석",
        description: "어떤 페이지가 방문되는지 파악하여 스토어를 개선하는 데 도움이 됩니다.",
      },
      marketing: {
        title: "마케팅",
        description: "리뷰, 고객 사진, 광고 파트너가 관련 콘텐츠를 보여 주고 광고 성과를 측정할 수 있게 합니다.",
      },
    },
    reopenPreferences: "쿠키 설정",
  },
  ja: {
    bannerTitle: "Hushling の Cookie について",
    bannerDescription:
      "ストアの運営に必要な Cookie を使用しています。同意いただいた場合は、設定の記憶、サイトの利用状況の測定、他のサイトでの関連する Hushling 広告の表示にも Cookie を使用します。",
    acceptAll: "すべて許可",
    rejectAll: "すべて拒否",
    managePreferences: "設定を管理",
    preferencesTitle: "Cookie の設定",
    savePreferences: "設定を保存",
    close: "閉じる",
    preferencesIntro:
      "Hushling が使用できる Cookie を選んでください。選択は各ページ下部のリンクからいつでも変更できます。",
    categories: {
      necessary: {
        title: "必須",
        description: "国、カート、Cookie の選択など、ストアの動作に必要です。常に有効です。",
      },
      functional: { title: "機能", description: "言語や最近見た商品などの選択を記憶します。" },
      analytics: { title: "分析", description: "どのページが閲覧されているかを把握し、ストアの改善に役立てます。" },
      marketing: {
        title: "マーケティング",
        description:
          "レビュー、お客様の写真、広告パートナーが関連コンテンツを表示し、広告の効果を測定できるようにします。",
      },
    },
    reopenPreferences: "Cookie の設定",
  },
};
