import { ChartLine, Code2, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';

const blurbs = [
  {
    icon: Code2,
    title: 'Solve Challenges',
    text: 'Work through problems from easy to hard, write code in the browser and run it against the examples before you submit.',
  },
  {
    icon: Trophy,
    title: 'Live Contests',
    text: 'Join timed contests, race the clock against other programmers and climb the leaderboard.',
  },
  {
    icon: ChartLine,
    title: 'Track Progress',
    text: 'See which problems you have solved, review every submission and watch your progress grow.',
  },
];

/** What a visitor sees at / (docs/product.md §1, §2). */
export function LandingPage() {
  return (
    <div className="flex flex-col">
      <section className="hero bg-base-200 px-4 py-16 sm:py-24">
        <div className="hero-content max-w-2xl flex-col text-center">
          <h1 className="text-4xl font-bold sm:text-5xl">Sharpen your coding skills</h1>
          <p className="text-lg text-base-content/80">
            Codeyard is a place to practise programming: solve problems in your browser, get a verdict in seconds and
            compete in live contests.
          </p>
          <Link to={paths.login.getHref()} className="btn btn-primary btn-lg">
            Get Started
          </Link>
        </div>
      </section>
      <section aria-label="Features" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-12 md:grid-cols-3">
        {blurbs.map(({ icon: Icon, title, text }) => (
          <article key={title} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
            <div className="card-body">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h2 className="card-title">{title}</h2>
              <p className="text-base-content/80">{text}</p>
            </div>
          </article>
        ))}
      </section>
    </div>
  );
}
