export { default, loader } from "@alentour/ui/react-router/not-found";
