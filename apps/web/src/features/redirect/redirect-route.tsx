import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/:path(.*) re-routes to /{path}, keeping the query (spec §2 Access); used to refresh a tab. */
export default function RedirectRoute() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${path}${search}`} replace />;
}
