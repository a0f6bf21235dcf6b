import { useSearchParams } from 'react-router-dom';
import { ShareOrderScreen } from './share-order-screen';

/** The app's /shareOrder route (a share link followed within the app): the page's query from the router. */
export default function ShareOrderPage() {
  const [params] = useSearchParams();
  return <ShareOrderScreen search={params.toString()} />;
}
