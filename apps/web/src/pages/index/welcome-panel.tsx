import type { UserInfo } from '@broker/contract';
import { Avatar } from '../../components/avatar/avatar';
import { homeText } from '../../locales/zh-CN/home';
import './welcome-panel.css';

function greeting(hour: number): string {
  if (hour < 12) return homeText.greetingMorning;
  if (hour < 18) return homeText.greetingAfternoon;
  return homeText.greetingEvening;
}

/** The home body until the chat arrives: who is signed in, and an honest word on what comes here. */
export function WelcomePanel({ userInfo }: { userInfo: UserInfo }) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__hello">
        <Avatar name={userInfo.realName} size="large" />
        <div className="welcome__who">
          <h2 id="welcome-title" className="welcome__title">
            {greeting(new Date().getHours())}，{userInfo.realName}
          </h2>
          <p className="welcome__work-id">
            {homeText.workIdPrefix} {userInfo.workId}
          </p>
        </div>
      </div>
      <div className="welcome__card">
        <h3 className="welcome__card-title">{homeText.comingSoonTitle}</h3>
        <p className="welcome__card-body">{homeText.comingSoonBody}</p>
      </div>
    </section>
  );
}
