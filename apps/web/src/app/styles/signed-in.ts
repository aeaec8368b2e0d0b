/**
 * The signed-in area uses most of Mantine (tables, modals, tabs, pickers, pagination, file inputs…):
 * it loads Mantine's whole stylesheet once, with the shell, rather than each admin screen listing the
 * component styles it needs (a forgotten import would leave a screen unstyled without any error).
 * The layered variant (`@layer mantine`) keeps the app's own rules in front of it. The sign-in page
 * and the other public screens still load only their components' styles (first-screens.ts).
 */
import '@mantine/core/styles.layer.css';
