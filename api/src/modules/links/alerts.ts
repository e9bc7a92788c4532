import type { Mailer } from '../mail/mailer';
import type { UserDirectory } from '../users/directory';
import type { LinkedKinds } from './kinds';
import { firstVisitMail } from './mail';
import { linkKindOf, type LinkModel, type LinkRecord, type VisitModel, type VisitRecord } from './model';

/** A first visit is reported once it has settled: no report for this long… */
export const ALERT_QUIET_MS = 60_000;
/** …or this long after it began, whichever comes first. */
export const ALERT_LATEST_MS = 5 * 60_000;

export interface LinkAlertDeps {
  links: LinkModel;
  visits: VisitModel;
  kinds: LinkedKinds;
  users: Pick<UserDirectory, 'byId'>;
  mailer: Pick<Mailer, 'queue'>;
  webUrl: string;
  now: () => Date;
}

/**
 * The owner's e-mail on each link's first visit: noted when the visit opens (never a visit of the
 * deck's own workspace), sent by `sendDue` once the visit has settled, once per link whichever
 * instance sends it.
 */
export function linkAlerts({ links, visits, kinds, users, mailer, webUrl, now }: LinkAlertDeps) {
  async function send(link: LinkRecord, visit: VisitRecord) {
    const maker = await users.byId(link.createdBy);
    if (!maker) return;
    const kind = linkKindOf(link);
    const of = kinds[kind];
    const record = await of.access(maker, String(link.deckId), 'read').catch(() => null);
    if (!record) return;
    const titles = of.parts(record);
    const top = [...visit.slides]
      .filter((slide) => slide.ms >= 1000)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((slide) => ({
        number: slide.index + 1,
        title: titles[slide.index] ?? '',
        seconds: Math.round(slide.ms / 1000),
      }));
    mailer.queue(
      firstVisitMail(maker.email, {
        label: link.label,
        kind,
        deckName: record.name,
        viewer: visit.email,
        device: visit.device,
        seconds: Math.round(visit.activeMs / 1000),
        top,
        analyticsUrl: `${webUrl}${of.editorPath(record)}`,
      }),
    );
  }

  return {
    /** Notes a link's first visit, unless one is noted already. */
    async noteFirstVisit(link: Pick<LinkRecord, '_id'>, visitId: string) {
      await links.updateOne({ _id: link._id, firstVisitId: { $exists: false } }, { $set: { firstVisitId: visitId } });
    },

    /** Mails the alerts whose first visit has settled; answers how many were sent. */
    async sendDue(): Promise<number> {
      const waiting = await links
        .find({ firstVisitId: { $exists: true }, alertedAt: { $exists: false }, revokedAt: { $exists: false } })
        .limit(100)
        .lean<LinkRecord[]>();
      let sent = 0;
      for (const link of waiting) {
        const visit = await visits.findById(link.firstVisitId).lean<VisitRecord>();
        const at = now().getTime();
        const settled =
          visit &&
          (at - visit.lastReportAt.getTime() >= ALERT_QUIET_MS || at - visit.startedAt.getTime() >= ALERT_LATEST_MS);
        if (visit && !settled) continue;
        // Claimed in one write: of two instances sweeping at once, one sends.
        const claimed = await links.updateOne(
          { _id: link._id, alertedAt: { $exists: false } },
          { $set: { alertedAt: now() } },
        );
        if (claimed.modifiedCount === 0 || !visit) continue;
        await send(link, visit);
        sent += 1;
      }
      return sent;
    },
  };
}
