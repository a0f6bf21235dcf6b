import { Query } from '@nestjs/cqrs';
import { type SawLinks } from '@timber/contracts';

/** (chosen) /cutting/board/links: the signed links of the caller's tenant's floor pages. */
export class SawLinksQuery extends Query<SawLinks> {}
