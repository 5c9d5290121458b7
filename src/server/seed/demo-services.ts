import type { services } from '../db/schema/index.ts';

type DemoService = Omit<typeof services.$inferInsert, 'id' | 'creationDate'>;

/** What Northwind Talent offers, in English with French and Dutch translations. */
export const DEMO_SERVICES: readonly DemoService[] = [
  {
    displayOrder: 1,
    title: 'IT Consulting',
    description:
      'Experienced IT consultants who join your teams for a project or a longer assignment, selected and followed up by our own managers.',
    details:
      'Our consultants work in development, cloud, data, security and agile delivery for banks, insurers, public bodies and industrial groups across Belgium. Before an assignment starts, we agree with you on the scope, the skills needed and the way we report on progress. Each consultant has a dedicated Northwind manager who visits regularly, collects feedback from both sides and steps in early when something needs adjusting. You get one point of contact, one monthly invoice and a team that is ready to work from day one.',
    translations: {
      fr: {
        title: 'Consultance IT',
        description:
          "Des consultants IT expérimentés qui rejoignent vos équipes le temps d'un projet ou d'une mission plus longue, sélectionnés et suivis par nos propres managers.",
        details:
          "Nos consultants interviennent en développement, cloud, data, sécurité et gestion agile pour des banques, des assureurs, des organismes publics et des groupes industriels partout en Belgique. Avant le début de chaque mission, nous définissons avec vous le périmètre, les compétences requises et la manière dont nous rendons compte de l'avancement. Chaque consultant est suivi par un manager Northwind attitré qui passe régulièrement, recueille l'avis des deux parties et intervient rapidement lorsqu'un ajustement s'impose. Vous avez un seul interlocuteur, une seule facture mensuelle et une équipe opérationnelle dès le premier jour.",
      },
      nl: {
        title: 'IT-consultancy',
        description:
          'Ervaren IT-consultants die uw teams versterken voor een project of een langere opdracht, geselecteerd en opgevolgd door onze eigen managers.',
        details:
          'Onze consultants zijn actief in development, cloud, data, security en agile delivery, voor banken, verzekeraars, overheidsinstellingen en industriële groepen in heel België. Voordat een opdracht start, spreken we samen af wat de scope is, welke competenties nodig zijn en hoe we over de voortgang rapporteren. Elke consultant heeft een vaste Northwind-manager die regelmatig langskomt, feedback van beide kanten verzamelt en tijdig bijstuurt waar nodig. U hebt één aanspreekpunt, één maandelijkse factuur en een team dat vanaf de eerste dag inzetbaar is.',
      },
    },
  },
  {
    displayOrder: 2,
    title: 'Permanent Recruitment',
    description:
      'We find, assess and present candidates for your permanent positions, from junior profiles to senior specialists.',
    details:
      'We start with a briefing at your office to understand the role, the team and the culture it has to fit into. Our recruiters then search actively in our own network and beyond the job boards, run structured interviews and check references before you meet anyone. You usually receive a shortlist of three to five candidates within three weeks, each with a written assessment. If a placed candidate leaves within the first six months, we restart the search at no extra cost.',
    translations: {
      fr: {
        title: 'Recrutement permanent',
        description:
          'Nous trouvons, évaluons et vous présentons des candidats pour vos postes fixes, des profils juniors aux spécialistes confirmés.',
        details:
          "Tout commence par un briefing dans vos locaux pour bien comprendre la fonction, l'équipe et la culture dans laquelle elle s'inscrit. Nos recruteurs recherchent ensuite activement dans notre propre réseau et au-delà des sites d'emploi, mènent des entretiens structurés et vérifient les références avant toute rencontre. Vous recevez généralement en trois semaines une sélection de trois à cinq candidats, chacun accompagné d'une évaluation écrite. Si un candidat placé quitte l'entreprise au cours des six premiers mois, nous relançons la recherche sans frais supplémentaires.",
      },
      nl: {
        title: 'Vaste rekrutering',
        description:
          'We zoeken, screenen en presenteren kandidaten voor uw vaste functies, van junior profielen tot ervaren specialisten.',
        details:
          'We beginnen met een briefing bij u op kantoor om de functie, het team en de bedrijfscultuur goed te begrijpen. Daarna zoeken onze recruiters actief in ons eigen netwerk en verder dan de vacaturesites, voeren ze gestructureerde interviews en controleren ze referenties voordat u iemand ontmoet. Meestal ontvangt u binnen drie weken een shortlist van drie tot vijf kandidaten, elk met een schriftelijke evaluatie. Vertrekt een geplaatste kandidaat binnen de eerste zes maanden, dan starten we de zoektocht opnieuw zonder extra kosten.',
      },
    },
  },
  {
    displayOrder: 3,
    title: 'Freelance Contracting',
    description:
      'Access to a network of vetted freelance specialists, available at short notice for projects of any length.',
    details:
      'Many of the best specialists in Belgium work as independents, and we know most of them personally. We check their track record, their references and their company status, then handle the contract, the timesheets and the invoicing for you. You pay a clear daily rate with no hidden fees, and the freelancer is paid on time, which is why they keep coming back to us. Need someone next Monday? For common profiles we can often present a first candidate within 48 hours.',
    translations: {
      fr: {
        title: 'Missions freelance',
        description:
          'Un accès à un réseau de spécialistes indépendants vérifiés, disponibles rapidement pour des projets de toute durée.',
        details:
          "Beaucoup des meilleurs spécialistes en Belgique travaillent comme indépendants, et nous connaissons la plupart d'entre eux personnellement. Nous vérifions leur parcours, leurs références et leur statut, puis nous prenons en charge le contrat, les feuilles de prestations et la facturation. Vous payez un tarif journalier clair, sans frais cachés, et le freelance est payé à temps : c'est pour cela qu'il revient chez nous. Besoin de quelqu'un lundi prochain ? Pour les profils courants, nous présentons souvent un premier candidat en 48 heures.",
      },
      nl: {
        title: 'Freelance-opdrachten',
        description:
          'Toegang tot een netwerk van gescreende freelance specialisten, snel beschikbaar voor projecten van elke duur.',
        details:
          'Veel van de beste specialisten in België werken als zelfstandige, en de meesten kennen we persoonlijk. We controleren hun ervaring, hun referenties en hun statuut en nemen daarna het contract, de timesheets en de facturatie voor onze rekening. U betaalt een duidelijk dagtarief zonder verborgen kosten, en de freelancer wordt op tijd betaald: daarom komen ze telkens bij ons terug. Hebt u volgende maandag iemand nodig? Voor gangbare profielen stellen we vaak binnen 48 uur een eerste kandidaat voor.',
      },
    },
  },
  {
    displayOrder: 4,
    title: 'Executive Search',
    description:
      'Discreet search for directors, heads of department and other key positions where a wrong choice is costly.',
    details:
      'Executive roles are rarely filled through advertisements. Our partners map the market, approach candidates who are not actively looking and hold confidential first conversations on your behalf. Each finalist is assessed on leadership, track record and motivation, and we prepare both sides carefully for every meeting. The assignment ends only when your new executive has completed a successful first hundred days.',
    translations: {
      fr: {
        title: 'Recherche de cadres dirigeants',
        description:
          "Une recherche discrète de directeurs, de responsables de département et d'autres fonctions clés pour lesquelles une erreur de choix coûte cher.",
        details:
          'Les postes de direction se pourvoient rarement par annonce. Nos associés cartographient le marché, approchent des candidats qui ne cherchent pas activement et mènent en votre nom des premiers échanges confidentiels. Chaque finaliste est évalué sur son leadership, son parcours et sa motivation, et nous préparons soigneusement les deux parties à chaque rencontre. La mission ne se termine que lorsque votre nouveau dirigeant a réussi ses cent premiers jours.',
      },
      nl: {
        title: 'Executive search',
        description:
          'Een discrete zoektocht naar directeurs, afdelingshoofden en andere sleutelfuncties waarbij een verkeerde keuze duur uitvalt.',
        details:
          'Directiefuncties worden zelden via een advertentie ingevuld. Onze partners brengen de markt in kaart, benaderen kandidaten die niet actief zoeken en voeren namens u de eerste vertrouwelijke gesprekken. Elke finalist wordt beoordeeld op leiderschap, trackrecord en motivatie, en we bereiden beide partijen zorgvuldig voor op elk gesprek. De opdracht eindigt pas wanneer uw nieuwe leidinggevende de eerste honderd dagen met succes heeft afgerond.',
      },
    },
  },
  {
    displayOrder: 5,
    title: 'Project Teams',
    description:
      'A complete, managed team to deliver a defined project, from a data platform to a migration to the cloud.',
    details:
      'When you need an outcome rather than individual profiles, we assemble a team around a lead consultant who owns the delivery. Together we set milestones, acceptance criteria and either a fixed budget or a capped time-and-materials envelope. The team works in your tools and follows your security rules, and you see its progress in a short weekly report. At the end, we hand over the documentation and train your staff so that you remain independent.',
    translations: {
      fr: {
        title: 'Équipes projet',
        description:
          "Une équipe complète et encadrée pour réaliser un projet défini, d'une plateforme de données à une migration vers le cloud.",
        details:
          "Quand vous avez besoin d'un résultat plutôt que de profils isolés, nous constituons une équipe autour d'un consultant principal responsable de la livraison. Ensemble, nous fixons les jalons, les critères d'acceptation et un budget forfaitaire ou une enveloppe en régie plafonnée. L'équipe travaille dans vos outils, respecte vos règles de sécurité, et vous suivez son avancement grâce à un bref rapport hebdomadaire. À la fin du projet, nous remettons la documentation et formons vos collaborateurs pour que vous restiez autonomes.",
      },
      nl: {
        title: 'Projectteams',
        description:
          'Een volledig, aangestuurd team dat een afgebakend project oplevert, van een dataplatform tot een migratie naar de cloud.',
        details:
          'Hebt u eerder een resultaat nodig dan losse profielen, dan stellen we een team samen rond een lead consultant die verantwoordelijk is voor de oplevering. Samen leggen we mijlpalen en acceptatiecriteria vast, met een vast budget of een geplafonneerde regie-enveloppe. Het team werkt in uw tools, volgt uw beveiligingsregels, en u volgt de voortgang via een kort wekelijks rapport. Op het einde dragen we de documentatie over en leiden we uw medewerkers op, zodat u zelfstandig verder kunt.',
      },
    },
  },
  {
    displayOrder: 6,
    title: 'Career Transition',
    description:
      'Personal coaching for employees in transition, so that a restructuring becomes a fresh start rather than a setback.',
    details:
      'Belgian law entitles many departing employees to outplacement, and we make those hours count. Each participant works with a coach on a skills review, a clear target role, a convincing CV and interview practice. Because we recruit every day, we can also introduce candidates directly to employers who are hiring. Programmes are available individually or in groups, in French, Dutch and English.',
    translations: {
      fr: {
        title: 'Transition de carrière',
        description:
          "Un accompagnement personnalisé pour les collaborateurs en transition, afin qu'une restructuration devienne un nouveau départ plutôt qu'un revers.",
        details:
          "En Belgique, de nombreux travailleurs qui quittent leur employeur ont droit à un outplacement, et nous faisons en sorte que ces heures comptent. Chaque participant travaille avec un coach sur un bilan de compétences, un objectif professionnel clair, un CV convaincant et des simulations d'entretien. Comme nous recrutons tous les jours, nous pouvons aussi présenter directement les candidats à des employeurs qui embauchent. Les programmes sont proposés en individuel ou en groupe, en français, en néerlandais et en anglais.",
      },
      nl: {
        title: 'Loopbaanbegeleiding',
        description:
          'Persoonlijke coaching voor medewerkers in transitie, zodat een herstructurering een nieuwe start wordt in plaats van een tegenslag.',
        details:
          "In België hebben veel vertrekkende werknemers recht op outplacement, en wij zorgen ervoor dat die uren renderen. Elke deelnemer werkt met een coach aan een competentiebalans, een duidelijke doelfunctie, een overtuigend cv en oefengesprekken. Omdat we elke dag rekruteren, kunnen we kandidaten ook rechtstreeks voorstellen aan werkgevers die aanwerven. De programma's bestaan individueel of in groep, in het Nederlands, het Frans en het Engels.",
      },
    },
  },
];
