export { default } from "@alentour/ui/postcss.config";
