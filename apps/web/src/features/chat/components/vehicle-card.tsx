import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vehicleText as t } from '../../../locales/zh-CN/vehicle';
import { useUserStore } from '../../../stores/user-store';

/** GET /v1/vehicle/link: the operator's car-insurance address with this agent's work id and name. */
const fetchVehicleLink = () =>
  http.get<{ url: string | null }>('/v1/vehicle/link', { showErrorToast: false });

/**
 * The car-insurance card of an answer with `action: jump_to_vehicle` / `vehicleFlag` (spec §4). Its own
 * chunk, loaded only when such an answer is on screen (the first screen's budget). Car insurance is
 * quoted by another system: the card opens the operator-configured link (VEHICLE_LINK_URL) carrying the
 * agent's identity, and says plainly when none is configured — userinfo's toolScreens.vehicle tells
 * which before asking (an old answer may carry the flag after the link was removed).
 */
export default function VehicleCard() {
  // The signed-in agent's userinfo (kept fresh by the session feature); a copy stored by an older
  // build may lack toolScreens.
  const configured = useUserStore((s) => s.userInfo?.toolScreens?.vehicle === true);
  const link = useQuery({
    queryKey: ['vehicle', 'link'] as const,
    queryFn: fetchVehicleLink,
    enabled: configured,
    // The link carries the agent's name and work id: fetched once per session is enough.
    staleTime: Infinity,
    retry: false,
  });
  const url = link.data?.url ?? null;
  let action;
  if (!configured || (link.data && !url)) action = null;
  else if (link.isError)
    action = (
      <button type="button" className="action-card__button" onClick={() => void link.refetch()}>
        {t.retry}
      </button>
    );
  else if (!url)
    action = (
      <span className="action-card__body" role="status">
        {t.loading}
      </span>
    );
  else
    action = (
      // A new window keeps the chat where it was; WeChat/WeCom web views open it in place.
      <a className="action-card__button" href={url} target="_blank" rel="noopener noreferrer">
        {t.open}
      </a>
    );
  const body = !configured || (link.data && !url) ? t.notConfigured : link.isError ? t.failed : t.body;
  return (
    <div className="action-card">
      <div className="action-card__text">
        <p className="action-card__title">{t.title}</p>
        <p className="action-card__body">{body}</p>
      </div>
      {action}
    </div>
  );
}
