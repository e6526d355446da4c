// docs/product.md §15.3: the styles of every public page in one stylesheet, loaded once and cached
// for all of them (one render-blocking request instead of one per route). Imported by
// root.tsx; the components keep their own imports, which Vite merges into this one file.
// The owners' area and what loads with the contact form's code (date picker, robot
// check) keep their own stylesheets.
import "../features/navigation/navigation.css";
import "../ui/page-header.css";
import "../features/home/home.css";
import "../features/carousel/carousel.css";
import "../features/contact/contact-form.css";
import "../features/reservation/reservation.css";
import "../features/menu-photos/menu-photos.css";
import "../features/menu/menu-content.css";
import "../features/menu/menu-notes.css";
import "../features/menu/menu-card-images.css";
import "../features/menu/menu-pdf-link.css";
import "../features/menu/text-menu.css";
import "../features/family/family.css";
