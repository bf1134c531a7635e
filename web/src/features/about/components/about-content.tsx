import type { AboutUsEntry } from '@badal/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import './about.css';

/** One about page: its title, its paragraphs and, on the leadership page, the people. */
export const AboutContent = ({ entry }: { entry: AboutUsEntry }) => (
  <article className="about-content stack" data-testid="about-content">
    <h1>{entry.title}</h1>
    {entry.paragraphs.map((paragraph, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id, and their order is their identity
      <p key={i}>{paragraph}</p>
    ))}
    {entry.members.length > 0 && (
      <ul className="about-members">
        {entry.members.map((member) => (
          <li key={member.name} className="about-member">
            <UserAvatar name={member.name} image={member.image} size={112} />
            <h2>{member.name}</h2>
            <p className="muted">{member.role}</p>
          </li>
        ))}
      </ul>
    )}
  </article>
);
