/**
 * The phrases of the held-out matching evaluation set v2 (docs/decisions/0064, addendum "v2"). Written for v2
 * alone, blind to the engine and its vocabulary and apart from v1's families.ts: trades of a Belgian recruitment
 * and consulting firm, each with its titles, skills (with the spellings people really use), duties and studies in
 * French, English and Dutch. Neighbouring trades (payroll beside accounting, tester beside developer, care
 * assistant beside nurse...) are trades of their own, so that they compete for the same words.
 */
export type Lang = 'fr' | 'en' | 'nl';
export const LANGS: readonly Lang[] = ['fr', 'en', 'nl'];

export type Sector = 'it' | 'finance' | 'industry' | 'construction' | 'logistics' | 'hr' | 'sales' | 'health' | 'other';

/** A skill as it is written in each language (several spellings each); a shared skill has the same list. */
export type Skill = Record<Lang, string[]>;

export interface Trade {
  key: string;
  sector: Sector;
  titles: Record<Lang, string[]>;
  skills: Skill[];
  duties: Record<Lang, string[]>;
  study: Record<Lang, string[]>;
}

const same = (...spellings: string[]): Skill => ({ fr: spellings, en: spellings, nl: spellings });
const tri = (fr: string[], en: string[], nl: string[]): Skill => ({ fr, en, nl });

export const TRADES: readonly Trade[] = [
  {
    key: 'java',
    sector: 'it',
    titles: {
      fr: ['Développeur Java', 'Développeuse Java/JEE', 'Ingénieur logiciel Java', 'Développeur back-end Java'],
      en: ['Java Developer', 'Java Software Engineer', 'Backend Developer (Java)', 'Java/Spring Engineer'],
      nl: ['Java-ontwikkelaar', 'Java ontwikkelaar', 'Java Developer', 'Backend ontwikkelaar Java'],
    },
    skills: [
      same('Java', 'Java 17', 'Java 21', 'Java SE'),
      same('Spring Boot', 'Spring boot', 'Spring'),
      same('Java EE', 'J2EE', 'Jakarta EE', 'JEE'),
      same('Hibernate', 'JPA'),
      same('Maven', 'Gradle'),
      tri(['API REST', 'services REST'], ['REST APIs', 'RESTful services'], ['REST API’s', 'REST-services']),
      same('Kafka', 'Apache Kafka'),
      same('JUnit', 'Mockito'),
    ],
    duties: {
      fr: [
        'développement de micro-services pour la plateforme de facturation',
        'migration d’une application monolithique vers Spring Boot',
        'revue de code et accompagnement des profils juniors',
        'intégration avec les systèmes de paiement via des API REST',
      ],
      en: [
        'built microservices for the claims-handling platform',
        'moved a legacy J2EE monolith to Spring Boot services',
        'code reviews and mentoring of new joiners',
        'integrated the order flow with Kafka topics and REST APIs',
      ],
      nl: [
        'ontwikkeling van microservices voor het polisbeheer',
        'migratie van een oude Java EE-toepassing naar Spring Boot',
        'code reviews en coaching van starters in het team',
        'koppelingen met externe partners via REST-services',
      ],
    },
    study: {
      fr: ['Master en sciences informatiques (UCLouvain)', 'Bachelier en informatique de gestion (HELMo)'],
      en: ['MSc Computer Science, Ghent University', 'Bachelor in Applied Computer Science, Howest'],
      nl: ['Master in de informatica (KU Leuven)', 'Professionele bachelor Toegepaste Informatica (PXL)'],
    },
  },
  {
    key: 'dotnet',
    sector: 'it',
    titles: {
      fr: ['Développeur .NET', 'Développeur C#', 'Développeur full-stack .NET', 'Analyste-développeur C#/.NET'],
      en: ['.NET Developer', 'C# Developer', 'Software Engineer C#/.NET', 'Full-stack .NET Developer'],
      nl: ['.NET-ontwikkelaar', '.NET ontwikkelaar', 'C# developer', 'Software developer .NET'],
    },
    skills: [
      same('C#', 'C-sharp', 'csharp'),
      same('.NET', '.NET Core', '.NET 8', 'dotnet'),
      same('ASP.NET', 'ASP.NET MVC', 'ASP.NET Core'),
      same('Entity Framework', 'EF Core'),
      same('SQL Server', 'MS SQL', 'T-SQL'),
      same('Azure', 'Azure DevOps'),
      same('Angular', 'TypeScript'),
      same('Blazor'),
    ],
    duties: {
      fr: [
        'développement d’applications web ASP.NET Core pour le secteur public',
        'conception de la base de données SQL Server et optimisation des requêtes',
        'mise en place des pipelines Azure DevOps',
        'maintenance évolutive d’un portail client en Angular et C#',
      ],
      en: [
        'developed ASP.NET Core web applications for a public-sector client',
        'designed the SQL Server schema and tuned slow queries',
        'set up build and release pipelines in Azure DevOps',
        'maintained a customer portal written in C# and Angular',
      ],
      nl: [
        'bouwen van webtoepassingen in ASP.NET Core voor een overheidsklant',
        'databankontwerp in SQL Server en performantie-optimalisatie',
        'opzetten van CI/CD in Azure DevOps',
        'onderhoud van het klantenportaal in C# en Angular',
      ],
    },
    study: {
      fr: ['Bachelier en informatique (HENALLUX)', 'Master ingénieur civil en informatique (ULB)'],
      en: ['Bachelor of Applied Computer Science, Thomas More', 'MSc Software Engineering, VUB'],
      nl: ['Graduaat Programmeren (Odisee)', 'Bachelor Elektronica-ICT (AP Hogeschool)'],
    },
  },
  {
    key: 'tester',
    sector: 'it',
    titles: {
      fr: ['Testeur logiciel', 'Analyste de test', 'Ingénieur QA', 'Test automation engineer'],
      en: ['Software Tester', 'QA Engineer', 'Test Analyst', 'Test Automation Engineer'],
      nl: ['Software tester', 'Testanalist', 'QA-engineer', 'Test automation engineer'],
    },
    skills: [
      same('ISTQB', 'ISTQB Foundation'),
      same('Selenium', 'Selenium WebDriver'),
      same('Cypress', 'Playwright'),
      tri(['tests de non-régression', 'tests de régression'], ['regression testing'], ['regressietesten']),
      same('JIRA', 'Xray', 'TestRail'),
      tri(['tests d’acceptation (UAT)'], ['user acceptance testing', 'UAT'], ['acceptatietesten', 'UAT']),
      same('Postman', 'SoapUI'),
      same('Gherkin', 'Cucumber', 'BDD'),
    ],
    duties: {
      fr: [
        'rédaction des plans de test et des cas de test à partir des analyses fonctionnelles',
        'automatisation des tests de non-régression avec Selenium',
        'suivi des anomalies dans JIRA avec les développeurs',
        'organisation des tests d’acceptation avec les utilisateurs métier',
      ],
      en: [
        'wrote test plans and test cases from the functional analysis',
        'automated the regression suite with Cypress and Playwright',
        'logged and followed up defects in JIRA with the developers',
        'coordinated user acceptance testing with the business',
      ],
      nl: [
        'opstellen van testplannen en testgevallen op basis van de analyse',
        'automatiseren van regressietesten met Selenium',
        'opvolgen van bevindingen in JIRA samen met de ontwikkelaars',
        'begeleiden van acceptatietesten met de eindgebruikers',
      ],
    },
    study: {
      fr: ['Bachelier en informatique et systèmes (HE2B)', 'Certification ISTQB Foundation Level'],
      en: ['Bachelor in Business IT, KdG', 'ISTQB Certified Tester Foundation Level'],
      nl: ['Bachelor Toegepaste Informatica (Artevelde)', 'ISTQB Foundation Level certificaat'],
    },
  },
  {
    key: 'data-analyst',
    sector: 'it',
    titles: {
      fr: ['Data analyst', 'Analyste de données', 'Analyste BI', 'Consultant Business Intelligence'],
      en: ['Data Analyst', 'BI Analyst', 'Business Intelligence Consultant', 'Reporting Analyst'],
      nl: ['Data-analist', 'Data analist', 'BI-consultant', 'Business Intelligence analist'],
    },
    skills: [
      same('SQL'),
      same('Power BI', 'PowerBI', 'DAX'),
      same('Python', 'pandas'),
      same('Tableau', 'Qlik Sense'),
      tri(
        ['modélisation de données', 'modèle en étoile'],
        ['data modelling', 'star schema'],
        ['datamodellering', 'sterschema'],
      ),
      same('Azure Data Factory', 'SSIS', 'ETL'),
      same('Excel', 'Power Query'),
      same('Snowflake', 'Databricks'),
    ],
    duties: {
      fr: [
        'construction de tableaux de bord Power BI pour la direction commerciale',
        'écriture de requêtes SQL et de flux ETL vers l’entrepôt de données',
        'analyse des ventes et des marges par canal',
        'recueil des besoins de reporting auprès des départements',
      ],
      en: [
        'built Power BI dashboards for the sales management team',
        'wrote SQL and ETL flows feeding the data warehouse',
        'analysed churn and margins per customer segment',
        'gathered reporting needs with the business departments',
      ],
      nl: [
        'bouwen van Power BI-dashboards voor het management',
        'schrijven van SQL-query’s en ETL-stromen naar het datawarehouse',
        'analyse van verkoopcijfers en marges per kanaal',
        'verzamelen van rapporteringsnoden bij de afdelingen',
      ],
    },
    study: {
      fr: ['Master en sciences économiques, orientation statistique (UNamur)', 'Master en data science (ULiège)'],
      en: ['MSc Business Engineering, Antwerp University', 'Master of Statistics, KU Leuven'],
      nl: ['Master Handelsingenieur in de beleidsinformatica (UGent)', 'Bachelor Bedrijfsmanagement (HoGent)'],
    },
  },
  {
    key: 'sysadmin',
    sector: 'it',
    titles: {
      fr: [
        'Administrateur système',
        'Administrateur systèmes et réseaux',
        'Ingénieur système Windows',
        'Technicien système',
      ],
      en: ['System Administrator', 'Systems Engineer', 'Windows System Administrator', 'Infrastructure Engineer'],
      nl: ['Systeembeheerder', 'Systeem- en netwerkbeheerder', 'System engineer', 'ICT-infrastructuurbeheerder'],
    },
    skills: [
      same('Windows Server', 'Windows Server 2019'),
      same('Active Directory', 'AD', 'Entra ID'),
      same('VMware', 'vSphere', 'Hyper-V'),
      same('Microsoft 365', 'Office 365', 'Exchange Online'),
      same('PowerShell'),
      same('Linux', 'Red Hat', 'Ubuntu'),
      tri(['réseaux', 'TCP/IP', 'VLAN'], ['networking', 'TCP/IP', 'VLANs'], ['netwerken', 'TCP/IP', 'VLAN']),
      same('Veeam', 'back-up'),
    ],
    duties: {
      fr: [
        'gestion de l’infrastructure Windows Server et de l’Active Directory',
        'migration des boîtes mail vers Microsoft 365',
        'supervision des sauvegardes Veeam et des serveurs VMware',
        'support de deuxième ligne pour 400 utilisateurs',
      ],
      en: [
        'ran the Windows Server estate and Active Directory',
        'migrated mailboxes from Exchange to Microsoft 365',
        'looked after the VMware cluster and the Veeam backups',
        'second-line support for about 400 users',
      ],
      nl: [
        'beheer van de Windows Server-omgeving en Active Directory',
        'migratie van de mailboxen naar Microsoft 365',
        'opvolging van de VMware-cluster en de Veeam back-ups',
        'tweedelijnsondersteuning voor 400 gebruikers',
      ],
    },
    study: {
      fr: [
        'Bachelier en informatique, orientation réseaux et télécommunications (HELHa)',
        'Certification Microsoft Azure Administrator',
      ],
      en: ['Bachelor in Electronics-ICT, Howest', 'Microsoft Certified: Azure Administrator Associate'],
      nl: ['Graduaat Systeem- en netwerkbeheer (Thomas More)', 'CCNA-certificaat'],
    },
  },
  {
    key: 'accountant',
    sector: 'finance',
    titles: {
      fr: ['Comptable', 'Comptable général', 'Comptable polyvalent(e)', 'Comptable fournisseurs'],
      en: ['Accountant', 'Financial Accountant', 'General Ledger Accountant', 'Accounts Payable Accountant'],
      nl: ['Boekhouder', 'Boekhoudster', 'Medewerker boekhouding', 'Accountant'],
    },
    skills: [
      tri(['comptabilité générale'], ['general ledger', 'general accounting'], ['algemene boekhouding']),
      tri(['TVA', 'déclarations TVA'], ['VAT returns', 'VAT'], ['btw-aangiftes', 'btw']),
      tri(
        ['clôtures mensuelles', 'clôture annuelle'],
        ['month-end closing', 'year-end closing'],
        ['maandafsluitingen', 'jaarafsluiting'],
      ),
      same('SAP FI', 'SAP FI/CO'),
      same('Exact Online', 'Winbooks', 'BOB 50', 'Octopus'),
      tri(
        ['comptabilité fournisseurs', 'encodage des factures'],
        ['accounts payable', 'invoice processing'],
        ['leveranciersboekhouding', 'inboeken van facturen'],
      ),
      tri(['rapprochements bancaires'], ['bank reconciliations'], ['bankafstemmingen']),
      same('Excel'),
    ],
    duties: {
      fr: [
        'encodage des factures d’achat et de vente',
        'préparation des déclarations TVA trimestrielles',
        'clôtures mensuelles et préparation du bilan avec l’expert-comptable',
        'suivi des rapprochements bancaires et des relances clients',
      ],
      en: [
        'processed purchase and sales invoices',
        'prepared the quarterly VAT returns',
        'month-end close and year-end file for the external auditor',
        'bank reconciliations and follow-up of overdue customers',
      ],
      nl: [
        'inboeken van aankoop- en verkoopfacturen',
        'voorbereiden van de driemaandelijkse btw-aangifte',
        'maandafsluitingen en jaarafsluiting samen met de externe accountant',
        'bankafstemmingen en opvolging van openstaande klanten',
      ],
    },
    study: {
      fr: ['Bachelier en comptabilité (EPHEC)', 'Bachelier en sciences commerciales, option comptabilité (HELMo)'],
      en: ['Bachelor in Accountancy and Tax, Vives', 'Bachelor of Business Administration, Accounting'],
      nl: ['Professionele bachelor Accountancy-Fiscaliteit (Karel de Grote)', 'Graduaat Boekhouden (HoGent)'],
    },
  },
  {
    key: 'payroll',
    sector: 'finance',
    titles: {
      fr: ['Gestionnaire de paie', 'Payroll officer', 'Gestionnaire salaires', 'Collaborateur service du personnel'],
      en: ['Payroll Officer', 'Payroll Specialist', 'Payroll Administrator', 'Payroll & Benefits Officer'],
      nl: [
        'Payroll consultant',
        'Loonadministratie medewerker',
        'Medewerker personeelsadministratie',
        'Payroll officer',
      ],
    },
    skills: [
      tri(['calcul des salaires', 'paie'], ['payroll processing', 'salary calculation'], ['loonberekening', 'payroll']),
      tri(
        ['législation sociale belge', 'droit social'],
        ['Belgian social legislation', 'social law'],
        ['sociale wetgeving', 'arbeidsrecht'],
      ),
      same('SD Worx', 'Securex', 'Partena', 'Acerta'),
      tri(['Dimona et DmfA'], ['Dimona and DmfA declarations'], ['Dimona- en DmfA-aangiftes']),
      tri(['commissions paritaires', 'CP 200'], ['joint committees', 'PC 200'], ['paritaire comités', 'PC 200']),
      tri(
        ['avantages extralégaux', 'voitures de société'],
        ['fringe benefits', 'company cars'],
        ['extralegale voordelen', 'bedrijfswagens'],
      ),
      same('Excel'),
    ],
    duties: {
      fr: [
        'calcul et contrôle de la paie mensuelle de 600 employés et ouvriers',
        'déclarations Dimona et DmfA et suivi avec le secrétariat social',
        'gestion des avantages extralégaux et des voitures de société',
        'réponses aux questions des collaborateurs sur leur fiche de paie',
      ],
      en: [
        'ran the monthly payroll for some 600 white- and blue-collar staff',
        'filed Dimona and DmfA declarations with the social secretariat',
        'managed fringe benefits, meal vouchers and company cars',
        'answered employees’ questions about their pay slips',
      ],
      nl: [
        'loonberekening voor 600 bedienden en arbeiders',
        'Dimona- en DmfA-aangiftes en contact met het sociaal secretariaat',
        'beheer van extralegale voordelen, maaltijdcheques en bedrijfswagens',
        'vragen van medewerkers over hun loonbrief beantwoorden',
      ],
    },
    study: {
      fr: ['Bachelier en gestion des ressources humaines (HEPL)', 'Formation en législation sociale (Securex)'],
      en: ['Bachelor in Business Management, HR option', 'Payroll course, SD Worx Academy'],
      nl: ['Bachelor Bedrijfsmanagement, optie HR (Thomas More)', 'Opleiding sociale wetgeving (Acerta)'],
    },
  },
  {
    key: 'controller',
    sector: 'finance',
    titles: {
      fr: ['Contrôleur de gestion', 'Contrôleuse de gestion', 'Business controller', 'Financial controller'],
      en: ['Financial Controller', 'Business Controller', 'FP&A Analyst', 'Management Controller'],
      nl: ['Controller', 'Business controller', 'Financieel controller', 'Financial analyst'],
    },
    skills: [
      tri(['budget et prévisions', 'forecast'], ['budgeting and forecasting'], ['budgettering en forecasting']),
      tri(
        ['reporting mensuel', 'reporting groupe'],
        ['monthly reporting', 'group reporting'],
        ['maandelijkse rapportering', 'groepsrapportering'],
      ),
      tri(['analyse des écarts'], ['variance analysis'], ['afwijkingsanalyse']),
      tri(['IFRS', 'normes IFRS'], ['IFRS'], ['IFRS']),
      same('SAP CO', 'SAP FI/CO'),
      tri(['calcul des prix de revient'], ['cost accounting', 'product costing'], ['kostprijsberekening']),
      same('Power BI', 'Excel'),
    ],
    duties: {
      fr: [
        'élaboration du budget annuel et des prévisions trimestrielles',
        'analyse des écarts entre réalisé et budget avec les responsables de département',
        'reporting mensuel vers le groupe en normes IFRS',
        'calcul des prix de revient des lignes de production',
      ],
      en: [
        'owned the yearly budget and the quarterly forecasts',
        'variance analysis with the department heads',
        'monthly group reporting under IFRS',
        'product costing for the production lines',
      ],
      nl: [
        'opmaak van het jaarbudget en de kwartaalforecasts',
        'afwijkingsanalyses met de afdelingshoofden',
        'maandelijkse groepsrapportering volgens IFRS',
        'kostprijsberekening van de productielijnen',
      ],
    },
    study: {
      fr: ['Master ingénieur de gestion (Solvay)', 'Master en sciences de gestion (HEC Liège)'],
      en: ['Master in Business Economics, Ghent University', 'MSc Finance, Vlerick Business School'],
      nl: ['Master Toegepaste Economische Wetenschappen (UAntwerpen)', 'Master Handelswetenschappen (KU Leuven)'],
    },
  },
  {
    key: 'maintenance',
    sector: 'industry',
    titles: {
      fr: [
        'Technicien de maintenance',
        'Technicien de maintenance industrielle',
        'Mécanicien d’entretien',
        'Technicien polyvalent',
      ],
      en: [
        'Maintenance Technician',
        'Industrial Maintenance Technician',
        'Maintenance Mechanic',
        'Multi-skilled Technician',
      ],
      nl: ['Onderhoudstechnicus', 'Technieker onderhoud', 'Onderhoudsmecanicien', 'Polyvalent technieker'],
    },
    skills: [
      tri(
        ['mécanique', 'hydraulique', 'pneumatique'],
        ['mechanics', 'hydraulics', 'pneumatics'],
        ['mechanica', 'hydrauliek', 'pneumatiek'],
      ),
      tri(['maintenance préventive'], ['preventive maintenance'], ['preventief onderhoud']),
      tri(
        ['dépannage', 'diagnostic de pannes'],
        ['troubleshooting', 'breakdown repair'],
        ['storingen oplossen', 'pannes verhelpen'],
      ),
      tri(['lecture de plans'], ['reading technical drawings'], ['plannen lezen']),
      same('GMAO', 'CMMS', 'SAP PM'),
      tri(['soudure'], ['welding'], ['lassen']),
      tri(['électromécanique'], ['electromechanics'], ['elektromechanica']),
      same('VCA', 'VCA Basis'),
    ],
    duties: {
      fr: [
        'entretien préventif et curatif des lignes de production',
        'diagnostic des pannes mécaniques, hydrauliques et pneumatiques',
        'suivi des interventions dans la GMAO',
        'travail en équipes 3x8 avec rôle de garde',
      ],
      en: [
        'preventive and corrective maintenance on the packaging lines',
        'troubleshooting mechanical, hydraulic and pneumatic faults',
        'recorded every job in the CMMS (SAP PM)',
        'worked a three-shift pattern with on-call duty',
      ],
      nl: [
        'preventief en correctief onderhoud aan de productielijnen',
        'storingen opsporen in mechanica, hydrauliek en pneumatiek',
        'registratie van interventies in SAP PM',
        'werken in ploegen met wachtdienst',
      ],
    },
    study: {
      fr: ['CESS technique, électromécanique (Institut Don Bosco)', 'Bachelier en électromécanique (HELHa)'],
      en: ['Technical secondary school, electromechanics', 'Bachelor in Electromechanics, VIVES'],
      nl: ['TSO Elektromechanica (VTI)', 'Bachelor Elektromechanica (Odisee)'],
    },
  },
  {
    key: 'electrician',
    sector: 'industry',
    titles: {
      fr: ['Électricien industriel', 'Électricien', 'Électricien de maintenance', 'Technicien électricien'],
      en: ['Industrial Electrician', 'Electrician', 'Maintenance Electrician', 'Electrical Technician'],
      nl: ['Industrieel elektricien', 'Elektricien', 'Onderhoudselektricien', 'Elektrotechnicus'],
    },
    skills: [
      tri(
        ['armoires électriques', 'câblage d’armoires'],
        ['control panels', 'panel wiring'],
        ['schakelkasten', 'bekabeling van borden'],
      ),
      same('PLC', 'Siemens S7', 'TIA Portal'),
      tri(['basse tension', 'haute tension'], ['low voltage', 'high voltage'], ['laagspanning', 'hoogspanning']),
      same('BA4', 'BA5'),
      tri(['schémas électriques'], ['electrical diagrams', 'wiring diagrams'], ['elektrische schema’s']),
      tri(['variateurs de fréquence'], ['frequency drives', 'VFDs'], ['frequentieregelaars']),
      same('VCA', 'VCA VOL'),
      tri(['RGIE'], ['AREI/RGIE regulations'], ['AREI']),
    ],
    duties: {
      fr: [
        'câblage et raccordement d’armoires électriques',
        'dépannage des installations basse tension et des automates Siemens',
        'lecture et mise à jour des schémas électriques',
        'mise en conformité RGIE des installations',
      ],
      en: [
        'wired and connected control panels on site',
        'fault-finding on low-voltage installations and Siemens PLCs',
        'kept the wiring diagrams up to date',
        'brought installations in line with the AREI rules',
      ],
      nl: [
        'bekabelen en aansluiten van schakelkasten',
        'storingen opsporen op laagspanningsinstallaties en Siemens PLC’s',
        'elektrische schema’s lezen en bijwerken',
        'installaties conform maken volgens het AREI',
      ],
    },
    study: {
      fr: ['CESS électricité (IPES)', 'Formation d’électricien industriel (FOREM)'],
      en: ['Secondary vocational school, electricity', 'Industrial electrician course, VDAB'],
      nl: ['BSO Elektrische installaties', 'Opleiding industrieel elektricien (VDAB)'],
    },
  },
  {
    key: 'site-manager',
    sector: 'construction',
    titles: {
      fr: ['Conducteur de travaux', 'Conductrice de chantier', 'Chef de chantier', 'Conducteur de travaux gros œuvre'],
      en: ['Site Manager', 'Construction Site Manager', 'Works Manager', 'Site Supervisor'],
      nl: ['Werfleider', 'Werfleider ruwbouw', 'Projectleider bouw', 'Uitvoerder'],
    },
    skills: [
      tri(['gros œuvre', 'parachèvement'], ['structural works', 'finishing works'], ['ruwbouw', 'afwerking']),
      tri(['planning de chantier'], ['site planning', 'works scheduling'], ['werfplanning']),
      tri(['gestion des sous-traitants'], ['subcontractor management'], ['opvolging van onderaannemers']),
      tri(['métrés', 'suivi budgétaire'], ['quantity surveying', 'cost control'], ['meetstaten', 'budgetopvolging']),
      tri(
        ['sécurité sur chantier', 'coordination sécurité'],
        ['site safety', 'health and safety'],
        ['werfveiligheid', 'VCA VOL'],
      ),
      same('MS Project', 'AutoCAD'),
      tri(['marchés publics'], ['public tenders'], ['overheidsopdrachten']),
    ],
    duties: {
      fr: [
        'direction de chantiers de logements et de bureaux jusqu’à 8 millions d’euros',
        'planning des travaux et coordination des sous-traitants',
        'suivi des métrés, des avenants et du budget',
        'réunions de chantier avec l’architecte et le maître d’ouvrage',
      ],
      en: [
        'ran residential and office sites worth up to EUR 8 million',
        'planned the works and coordinated the subcontractors',
        'followed quantities, variations and the budget',
        'site meetings with the architect and the client',
      ],
      nl: [
        'leiding van woon- en kantoorprojecten tot 8 miljoen euro',
        'werfplanning en coördinatie van de onderaannemers',
        'opvolging van meetstaten, meerwerken en budget',
        'werfvergaderingen met architect en bouwheer',
      ],
    },
    study: {
      fr: ['Bachelier en construction (HE Vinci)', 'Master ingénieur industriel en construction (UMons)'],
      en: ['Bachelor in Construction, HoGent', 'MSc Civil Engineering Technology'],
      nl: ['Bachelor Bouw (UCLL)', 'Master Industriële Wetenschappen Bouwkunde (UGent)'],
    },
  },
  {
    key: 'structural',
    sector: 'construction',
    titles: {
      fr: [
        'Ingénieur en stabilité',
        'Ingénieur structure',
        'Ingénieur civil construction',
        'Ingénieur calcul de structures',
      ],
      en: ['Structural Engineer', 'Civil Engineer (Structures)', 'Stability Engineer', 'Structural Design Engineer'],
      nl: ['Stabiliteitsingenieur', 'Ingenieur stabiliteit', 'Structuuringenieur', 'Burgerlijk ingenieur bouwkunde'],
    },
    skills: [
      same('Eurocodes', 'Eurocode 2', 'Eurocode 3'),
      tri(
        ['béton armé', 'béton précontraint'],
        ['reinforced concrete', 'prestressed concrete'],
        ['gewapend beton', 'voorgespannen beton'],
      ),
      tri(['construction métallique'], ['steel structures'], ['staalbouw', 'staalconstructies']),
      same('SCIA Engineer', 'Diamonds', 'Robot Structural Analysis'),
      same('Revit', 'BIM', 'Tekla'),
      tri(['notes de calcul'], ['design calculations'], ['stabiliteitsberekeningen']),
      tri(['fondations'], ['foundations'], ['funderingen']),
    ],
    duties: {
      fr: [
        'dimensionnement de structures en béton armé et en acier selon les Eurocodes',
        'rédaction des notes de calcul et des plans d’exécution',
        'modélisation dans SCIA Engineer et coordination BIM',
        'visites de chantier et contrôle des armatures',
      ],
      en: [
        'designed concrete and steel structures to the Eurocodes',
        'wrote the design calculations and checked the shop drawings',
        'modelled in SCIA Engineer and coordinated in Revit/BIM',
        'site visits to check reinforcement before pouring',
      ],
      nl: [
        'stabiliteitsstudies van beton- en staalconstructies volgens de Eurocodes',
        'opmaak van berekeningsnota’s en wapeningsplannen',
        'modelleren in SCIA Engineer en BIM-coördinatie',
        'werfbezoeken en nazicht van de wapening',
      ],
    },
    study: {
      fr: ['Master ingénieur civil des constructions (ULiège)', 'Master ingénieur civil (UCLouvain)'],
      en: ['MSc Civil Engineering, KU Leuven', 'Master of Structural Engineering, VUB'],
      nl: ['Master Burgerlijk Ingenieur Bouwkunde (UGent)', 'Master Industrieel Ingenieur Bouwkunde (KU Leuven)'],
    },
  },
  {
    key: 'warehouse',
    sector: 'logistics',
    titles: {
      fr: ['Magasinier', 'Magasinier cariste', 'Préparateur de commandes', 'Opérateur logistique'],
      en: ['Warehouse Operative', 'Forklift Driver', 'Order Picker', 'Warehouse Worker'],
      nl: ['Magazijnier', 'Heftruckchauffeur', 'Orderpicker', 'Magazijnmedewerker'],
    },
    skills: [
      tri(
        ['permis cariste', 'chariot élévateur'],
        ['forklift licence', 'counterbalance forklift'],
        ['heftruckattest', 'heftruck'],
      ),
      tri(['transpalette électrique'], ['electric pallet truck'], ['elektrische transpallet']),
      tri(['préparation de commandes', 'picking'], ['order picking'], ['orderpicking']),
      tri(['scanner', 'voice picking'], ['RF scanner', 'voice picking'], ['scanner', 'voice picking']),
      tri(['réception et expédition'], ['goods in and dispatch'], ['ontvangst en verzending']),
      same('WMS', 'SAP WM'),
      tri(['inventaire'], ['stock counts'], ['inventaris']),
      tri(['reachtruck', 'chariot à mât rétractable'], ['reach truck'], ['reachtruck']),
    ],
    duties: {
      fr: [
        'réception des marchandises et contrôle des bons de livraison',
        'préparation des commandes au scanner',
        'chargement et déchargement des camions au chariot élévateur',
        'participation aux inventaires tournants',
      ],
      en: [
        'unloaded trucks and checked incoming goods',
        'picked orders with an RF scanner',
        'loaded outgoing trailers with a forklift',
        'helped with cycle counts',
      ],
      nl: [
        'lossen van vrachtwagens en controle van de leveringen',
        'orderpicking met scanner',
        'laden van trailers met de heftruck',
        'meewerken aan de inventarissen',
      ],
    },
    study: {
      fr: ['Certificat de cariste (Bruxelles Formation)', 'CESI, option logistique'],
      en: ['Forklift operator certificate', 'Secondary school, logistics'],
      nl: ['Heftruckattest (VDAB)', 'BSO Logistiek'],
    },
  },
  {
    key: 'truck-driver',
    sector: 'logistics',
    titles: {
      fr: ['Chauffeur poids lourd', 'Chauffeur C/CE', 'Chauffeur camion', 'Chauffeur international'],
      en: ['HGV Driver', 'Truck Driver', 'C/CE Driver', 'Lorry Driver'],
      nl: ['Vrachtwagenchauffeur', 'Chauffeur CE', 'Chauffeur C/CE', 'Trekker-oplegger chauffeur'],
    },
    skills: [
      tri(['permis C', 'permis CE'], ['C licence', 'CE licence'], ['rijbewijs C', 'rijbewijs CE']),
      tri(['CAP', 'code 95'], ['CPC', 'code 95'], ['code 95', 'vakbekwaamheid']),
      same('ADR'),
      tri(['tachygraphe'], ['digital tachograph'], ['tachograaf']),
      tri(['carte conducteur'], ['driver card'], ['bestuurderskaart']),
      tri(['hayon élévateur'], ['tail lift'], ['laadklep']),
      tri(['transport frigorifique'], ['refrigerated transport', 'reefer'], ['koeltransport']),
    ],
    duties: {
      fr: [
        'livraisons régionales en Wallonie et à Bruxelles avec semi-remorque',
        'transport de marchandises dangereuses (ADR)',
        'contrôle du chargement et de l’arrimage',
        'tournées internationales vers la France et le Luxembourg',
      ],
      en: [
        'regional deliveries with an articulated lorry',
        'carried dangerous goods under ADR',
        'checked loads and load securing',
        'international runs to France and Germany',
      ],
      nl: [
        'regionale leveringen met trekker-oplegger',
        'vervoer van gevaarlijke goederen (ADR)',
        'controle van de lading en ladingzekering',
        'internationale ritten naar Nederland en Duitsland',
      ],
    },
    study: {
      fr: ['Permis C et CE, CAP chauffeur (code 95)', 'Formation ADR de base'],
      en: ['C and CE licences, driver CPC', 'ADR basic training'],
      nl: ['Rijbewijs C en CE, getuigschrift vakbekwaamheid', 'ADR basisopleiding'],
    },
  },
  {
    key: 'planner',
    sector: 'logistics',
    titles: {
      fr: [
        'Planificateur supply chain',
        'Supply chain planner',
        'Gestionnaire des approvisionnements',
        'Planificateur de production',
      ],
      en: ['Supply Chain Planner', 'Demand Planner', 'Production Planner', 'Materials Planner'],
      nl: ['Supply chain planner', 'Productieplanner', 'Aankoop- en voorraadplanner', 'Demand planner'],
    },
    skills: [
      same('SAP MM', 'SAP PP', 'SAP APO'),
      tri(['prévisions de la demande'], ['demand forecasting'], ['vraagvoorspelling']),
      tri(['gestion des stocks'], ['inventory management'], ['voorraadbeheer']),
      same('S&OP', 'MRP'),
      tri(['approvisionnement'], ['procurement', 'replenishment'], ['bevoorrading']),
      same('Excel', 'Power BI'),
      same('Lean', 'APICS', 'CPIM'),
    ],
    duties: {
      fr: [
        'établissement du plan de production hebdomadaire',
        'prévisions de la demande et paramétrage du MRP dans SAP',
        'suivi des niveaux de stock et des ruptures',
        'animation de la réunion S&OP mensuelle',
      ],
      en: [
        'drew up the weekly production plan',
        'demand forecasting and MRP settings in SAP',
        'watched stock levels and shortages',
        'ran the monthly S&OP meeting',
      ],
      nl: [
        'opmaak van de wekelijkse productieplanning',
        'vraagvoorspelling en MRP-parameters in SAP',
        'opvolging van voorraadniveaus en tekorten',
        'leiden van de maandelijkse S&OP-vergadering',
      ],
    },
    study: {
      fr: ['Master en gestion logistique (HEC Liège)', 'Bachelier en commerce extérieur et logistique'],
      en: ['Master in Supply Chain Management, Antwerp Management School', 'APICS CPIM certification'],
      nl: ['Bachelor Logistiek management (AP Hogeschool)', 'Master Handelsingenieur (UGent)'],
    },
  },
  {
    key: 'recruiter',
    sector: 'hr',
    titles: {
      fr: ['Recruteur', 'Chargée de recrutement', 'Consultant en recrutement', 'Talent acquisition specialist'],
      en: ['Recruiter', 'Talent Acquisition Specialist', 'Recruitment Consultant', 'IT Recruiter'],
      nl: ['Rekruteerder', 'Recruiter', 'Talent acquisition specialist', 'Selectieconsulent'],
    },
    skills: [
      tri(['sourcing', 'approche directe'], ['sourcing', 'headhunting'], ['sourcing', 'headhunting']),
      same('LinkedIn Recruiter', 'Boolean search'),
      tri(
        ['entretiens de sélection', 'entretiens structurés'],
        ['interviewing', 'competency-based interviews'],
        ['selectiegesprekken', 'competentiegerichte interviews'],
      ),
      same('ATS', 'Greenhouse', 'SmartRecruiters'),
      tri(['employer branding', 'marque employeur'], ['employer branding'], ['employer branding']),
      tri(['tests d’aptitude', 'assessment'], ['assessments'], ['assessments', 'tests']),
      tri(['gestion des candidats'], ['candidate management'], ['kandidatenopvolging']),
    ],
    duties: {
      fr: [
        'recrutement de profils IT et ingénieurs pour des clients industriels',
        'sourcing sur LinkedIn et approche directe',
        'conduite des entretiens et présentation des candidats aux clients',
        'suivi des candidats dans l’ATS',
      ],
      en: [
        'hired engineers and IT profiles for industrial clients',
        'sourced on LinkedIn with Boolean search',
        'ran competency-based interviews and presented shortlists',
        'kept the ATS pipeline clean and up to date',
      ],
      nl: [
        'rekrutering van IT- en ingenieursprofielen voor industriële klanten',
        'sourcing via LinkedIn en headhunting',
        'selectiegesprekken voeren en kandidaten voorstellen aan klanten',
        'opvolging van kandidaten in het ATS',
      ],
    },
    study: {
      fr: ['Master en psychologie du travail (ULB)', 'Bachelier en gestion des ressources humaines (EPHEC)'],
      en: ['Master of Work and Organisational Psychology, KU Leuven', 'Bachelor in HR Management'],
      nl: ['Master Arbeids- en organisatiepsychologie (UGent)', 'Bachelor Office management, optie HR (HoGent)'],
    },
  },
  {
    key: 'hrbp',
    sector: 'hr',
    titles: {
      fr: ['HR business partner', 'Responsable RH', 'Gestionnaire RH', 'Généraliste RH'],
      en: ['HR Business Partner', 'HR Generalist', 'HR Manager', 'People Partner'],
      nl: ['HR business partner', 'HR-generalist', 'HR-verantwoordelijke', 'HR-manager'],
    },
    skills: [
      tri(
        ['relations sociales', 'concertation sociale'],
        ['employee relations', 'works council'],
        ['sociaal overleg', 'ondernemingsraad'],
      ),
      tri(['gestion des talents'], ['talent management'], ['talentmanagement']),
      tri(['droit du travail'], ['employment law'], ['arbeidsrecht']),
      tri(['entretiens d’évaluation'], ['performance management'], ['evaluatiegesprekken']),
      tri(['conduite du changement'], ['change management'], ['verandermanagement']),
      same('Workday', 'SAP SuccessFactors'),
      tri(['plans de formation'], ['learning and development'], ['opleidingsbeleid']),
    ],
    duties: {
      fr: [
        'partenaire RH de trois directions opérationnelles (450 personnes)',
        'préparation du conseil d’entreprise et concertation avec les délégations syndicales',
        'mise en place du cycle d’évaluation annuel',
        'accompagnement d’une réorganisation',
      ],
      en: [
        'HR partner to three business units, about 450 people',
        'prepared the works council and dealt with the unions',
        'rolled out the yearly performance cycle in Workday',
        'supported managers through a reorganisation',
      ],
      nl: [
        'HR business partner voor drie afdelingen (450 medewerkers)',
        'voorbereiding van de ondernemingsraad en overleg met de vakbonden',
        'uitrol van de jaarlijkse evaluatiecyclus',
        'begeleiding van een reorganisatie',
      ],
    },
    study: {
      fr: ['Master en sciences du travail (UCLouvain)', 'Master en droit social (ULiège)'],
      en: ['Master in Human Resources Management, Vlerick', 'Master of Laws, employment law'],
      nl: ['Master Personeelsbeleid (KU Leuven)', 'Master Sociaal recht (VUB)'],
    },
  },
  {
    key: 'account-manager',
    sector: 'sales',
    titles: {
      fr: ['Account manager', 'Commercial B2B', 'Délégué commercial', 'Key account manager'],
      en: ['Account Manager', 'Key Account Manager', 'B2B Sales Representative', 'Business Developer'],
      nl: ['Accountmanager', 'Account manager', 'Vertegenwoordiger B2B', 'Key accountmanager'],
    },
    skills: [
      tri(
        ['prospection', 'développement commercial'],
        ['new business development', 'prospecting'],
        ['prospectie', 'nieuwe klanten werven'],
      ),
      tri(['négociation'], ['negotiation'], ['onderhandelen']),
      tri(['vente B2B'], ['B2B sales', 'solution selling'], ['B2B-verkoop']),
      same('Salesforce', 'CRM', 'HubSpot'),
      tri(['gestion de portefeuille clients'], ['account management'], ['klantenportefeuille beheren']),
      tri(['objectifs de vente'], ['sales targets', 'quota'], ['verkoopdoelstellingen']),
      tri(['offres et devis'], ['proposals and quotes'], ['offertes']),
    ],
    duties: {
      fr: [
        'développement d’un portefeuille de clients PME en Wallonie',
        'prospection et rendez-vous chez les clients',
        'négociation des contrats annuels et suivi des offres dans Salesforce',
        'atteinte d’objectifs trimestriels de chiffre d’affaires',
      ],
      en: [
        'grew a portfolio of mid-sized B2B customers in Flanders',
        'prospecting and customer visits on the road',
        'negotiated yearly contracts and tracked deals in Salesforce',
        'hit quarterly revenue targets',
      ],
      nl: [
        'uitbouwen van een klantenportefeuille van kmo’s',
        'prospectie en klantenbezoeken op de baan',
        'onderhandelen van jaarcontracten en opvolging in Salesforce',
        'behalen van kwartaaldoelstellingen',
      ],
    },
    study: {
      fr: ['Bachelier en marketing (ICHEC)', 'Master en sciences commerciales (ICHEC)'],
      en: ['Bachelor in Marketing, Thomas More', 'Bachelor of Business Administration'],
      nl: ['Bachelor Marketing (Karel de Grote)', 'Bachelor Bedrijfsmanagement, optie sales'],
    },
  },
  {
    key: 'customer-service',
    sector: 'sales',
    titles: {
      fr: [
        'Employé service clientèle',
        'Conseiller clientèle',
        'Customer service agent',
        'Collaborateur back-office commercial',
      ],
      en: [
        'Customer Service Agent',
        'Customer Service Representative',
        'Customer Care Officer',
        'Sales Support Officer',
      ],
      nl: [
        'Medewerker klantendienst',
        'Klantendienstmedewerker',
        'Customer service medewerker',
        'Medewerker binnendienst',
      ],
    },
    skills: [
      tri(
        ['accueil téléphonique', 'call center'],
        ['phone support', 'call centre'],
        ['telefonisch klantencontact', 'callcenter'],
      ),
      tri(['traitement des plaintes'], ['complaint handling'], ['klachtenbehandeling']),
      tri(['encodage des commandes'], ['order entry', 'order processing'], ['orderverwerking', 'orderingave']),
      same('SAP SD', 'Zendesk', 'CRM'),
      tri(['trilingue FR/NL/EN'], ['bilingual Dutch/French'], ['tweetalig NL/FR']),
      tri(['suivi des livraisons'], ['delivery follow-up'], ['opvolging van leveringen']),
      tri(['orientation client'], ['customer focus'], ['klantgerichtheid']),
    ],
    duties: {
      fr: [
        'réponse aux appels et aux e-mails des clients en français et en néerlandais',
        'encodage des commandes dans SAP et suivi des livraisons',
        'traitement des plaintes et des notes de crédit',
        'soutien administratif à l’équipe commerciale',
      ],
      en: [
        'handled customer calls and e-mails in French and Dutch',
        'entered orders in SAP and chased deliveries',
        'dealt with complaints and credit notes',
        'back-office support to the field sales team',
      ],
      nl: [
        'beantwoorden van telefoons en mails van klanten in het Nederlands en Frans',
        'orderingave in SAP en opvolging van leveringen',
        'klachtenbehandeling en creditnota’s',
        'administratieve ondersteuning van de buitendienst',
      ],
    },
    study: {
      fr: ['CESS, option secrétariat-langues', 'Bachelier en assistant de direction (HE Vinci)'],
      en: ['Secondary school, languages', 'Bachelor in Office Management'],
      nl: ['ASO Moderne Talen', 'Bachelor Office management (Thomas More)'],
    },
  },
  {
    key: 'nurse',
    sector: 'health',
    titles: {
      fr: ['Infirmier', 'Infirmière', 'Infirmier bachelier', 'Infirmière en soins intensifs'],
      en: ['Nurse', 'Registered Nurse', 'Staff Nurse', 'ICU Nurse'],
      nl: ['Verpleegkundige', 'Verpleger', 'Bachelor verpleegkunde', 'Verpleegkundige intensieve zorgen'],
    },
    skills: [
      tri(
        ['soins infirmiers', 'soins techniques'],
        ['nursing care', 'clinical care'],
        ['verpleegkundige zorg', 'technische verpleegkunde'],
      ),
      tri(
        ['visa infirmier', 'numéro INAMI'],
        ['nursing registration (visa)', 'INAMI number'],
        ['visum verpleegkundige', 'RIZIV-nummer'],
      ),
      tri(['soins intensifs'], ['intensive care'], ['intensieve zorg']),
      tri(
        ['administration des médicaments', 'perfusions'],
        ['medication administration', 'IV therapy'],
        ['medicatietoediening', 'infusen'],
      ),
      tri(['dossier infirmier informatisé'], ['electronic patient record'], ['elektronisch patiëntendossier']),
      tri(['gériatrie'], ['geriatrics'], ['geriatrie']),
      tri(['soins à domicile'], ['home care'], ['thuisverpleging']),
    ],
    duties: {
      fr: [
        'prise en charge de 12 patients en unité de médecine interne',
        'administration des traitements et surveillance des paramètres',
        'tenue du dossier infirmier informatisé',
        'encadrement des étudiants infirmiers',
      ],
      en: [
        'cared for a ward of twelve internal-medicine patients',
        'gave medication and IV therapy and watched vital signs',
        'kept the electronic patient record',
        'mentored nursing students on placement',
      ],
      nl: [
        'zorg voor twaalf patiënten op een afdeling interne geneeskunde',
        'medicatietoediening en opvolging van parameters',
        'bijhouden van het elektronisch patiëntendossier',
        'begeleiding van stagiairs verpleegkunde',
      ],
    },
    study: {
      fr: [
        'Bachelier infirmier responsable de soins généraux (HELB)',
        'Spécialisation en soins intensifs et aide médicale urgente',
      ],
      en: ['Bachelor of Nursing, Artevelde University College', 'Post-graduate in intensive care'],
      nl: ['Bachelor in de verpleegkunde (Odisee)', 'Banaba Intensieve zorgen en spoedgevallenzorg'],
    },
  },
  {
    key: 'care-assistant',
    sector: 'health',
    titles: {
      fr: ['Aide-soignant', 'Aide-soignante', 'Aide-soignante en gériatrie', 'Aide-soignant en maison de repos'],
      en: ['Care Assistant', 'Healthcare Assistant', 'Nursing Assistant', 'Care Worker'],
      nl: ['Zorgkundige', 'Verzorgende', 'Zorgkundige woonzorgcentrum', 'Zorgkundige thuiszorg'],
    },
    skills: [
      tri(
        ['soins d’hygiène', 'toilettes'],
        ['personal care', 'washing and dressing'],
        ['hygiënische zorg', 'wassen en kleden'],
      ),
      tri(['enregistrement aide-soignant'], ['care assistant registration'], ['registratie als zorgkundige']),
      tri(['aide aux repas'], ['help with meals'], ['maaltijdbegeleiding']),
      tri(['mobilisation des résidents'], ['moving and handling'], ['tilt- en transfertechnieken']),
      tri(['maison de repos', 'MRS'], ['residential care home'], ['woonzorgcentrum', 'WZC']),
      tri(['gériatrie', 'démence'], ['dementia care'], ['dementiezorg']),
    ],
    duties: {
      fr: [
        'soins d’hygiène et de confort des résidents',
        'aide aux repas et à la mobilisation',
        'observation et transmission à l’équipe infirmière',
        'accompagnement de résidents atteints de démence',
      ],
      en: [
        'helped residents with washing, dressing and meals',
        'moving and handling with hoists',
        'reported changes in residents to the nurses',
        'looked after residents living with dementia',
      ],
      nl: [
        'hygiënische zorg en comfortzorg voor de bewoners',
        'hulp bij maaltijden en verplaatsingen',
        'observaties doorgeven aan de verpleegkundigen',
        'begeleiding van bewoners met dementie',
      ],
    },
    study: {
      fr: ['Formation d’aide-soignant (promotion sociale)', 'CESS, option aide-soignant'],
      en: ['Care assistant training', 'Secondary school, care option'],
      nl: ['Opleiding zorgkundige (CVO)', 'Se-n-Se Thuis- en bejaardenzorg / Zorgkundige'],
    },
  },
];

/** Trades no job or request asks for: their people are distractors only (labelled for nothing). */
export const OTHER_TRADES: readonly Trade[] = [
  {
    key: 'designer',
    sector: 'other',
    titles: {
      fr: ['Graphiste', 'Designer graphique'],
      en: ['Graphic Designer', 'Visual Designer'],
      nl: ['Grafisch vormgever', 'Grafisch ontwerper'],
    },
    skills: [
      same('Adobe InDesign', 'Illustrator', 'Photoshop'),
      same('Figma'),
      tri(['mise en page'], ['layout'], ['lay-out']),
    ],
    duties: {
      fr: ['création de brochures et de visuels pour les réseaux sociaux', 'mise en page du magazine trimestriel'],
      en: ['designed brochures and social media visuals', 'laid out the quarterly magazine'],
      nl: ['ontwerp van brochures en visuals voor sociale media', 'lay-out van het driemaandelijks magazine'],
    },
    study: {
      fr: ['Bachelier en arts graphiques (ESA Saint-Luc)'],
      en: ['Bachelor in Graphic Design, LUCA'],
      nl: ['Bachelor Grafisch ontwerp (LUCA)'],
    },
  },
  {
    key: 'chef',
    sector: 'other',
    titles: { fr: ['Cuisinier', 'Chef de partie'], en: ['Chef', 'Line Cook'], nl: ['Kok', 'Chef-kok'] },
    skills: [
      tri(['HACCP'], ['HACCP', 'food hygiene'], ['HACCP', 'voedselveiligheid']),
      tri(['cuisine française'], ['French cuisine'], ['Franse keuken']),
    ],
    duties: {
      fr: ['préparation des plats chauds pour 120 couverts', 'gestion des commandes fournisseurs'],
      en: ['cooked for 120 covers a night', 'ordered from suppliers and kept stock'],
      nl: ['bereiden van warme gerechten voor 120 couverts', 'bestellingen bij leveranciers'],
    },
    study: { fr: ['École hôtelière de Namur'], en: ['Hotel school, Bruges'], nl: ['Hotelschool Gent'] },
  },
  {
    key: 'teacher',
    sector: 'other',
    titles: {
      fr: ['Enseignant', 'Professeur de mathématiques'],
      en: ['Teacher', 'Maths Teacher'],
      nl: ['Leerkracht', 'Leraar wiskunde'],
    },
    skills: [
      tri(['pédagogie'], ['lesson planning'], ['didactiek']),
      tri(['gestion de classe'], ['classroom management'], ['klasmanagement']),
    ],
    duties: {
      fr: ['cours de mathématiques en secondaire supérieur', 'préparation des examens et conseils de classe'],
      en: ['taught maths to upper secondary pupils', 'prepared exams and parent meetings'],
      nl: ['lesgeven wiskunde in de derde graad', 'examens opstellen en klassenraden'],
    },
    study: {
      fr: ['Agrégation de l’enseignement secondaire supérieur'],
      en: ['Teacher training degree'],
      nl: ['Educatieve master wiskunde'],
    },
  },
  {
    key: 'lawyer',
    sector: 'other',
    titles: {
      fr: ['Juriste d’entreprise', 'Avocat'],
      en: ['Legal Counsel', 'Corporate Lawyer'],
      nl: ['Bedrijfsjurist', 'Advocaat'],
    },
    skills: [
      tri(['droit des contrats'], ['contract law'], ['contractenrecht']),
      tri(['RGPD'], ['GDPR'], ['GDPR', 'AVG']),
    ],
    duties: {
      fr: ['rédaction et négociation des contrats commerciaux', 'conseil juridique aux départements'],
      en: ['drafted and negotiated commercial contracts', 'advised the business on GDPR'],
      nl: ['opstellen en onderhandelen van handelscontracten', 'juridisch advies aan de afdelingen'],
    },
    study: {
      fr: ['Master en droit (UCLouvain)'],
      en: ['Master of Laws, KU Leuven'],
      nl: ['Master in de rechten (UGent)'],
    },
  },
  {
    key: 'receptionist',
    sector: 'other',
    titles: {
      fr: ['Réceptionniste', 'Hôtesse d’accueil'],
      en: ['Receptionist', 'Front Desk Officer'],
      nl: ['Receptionist', 'Onthaalmedewerker'],
    },
    skills: [
      tri(['accueil des visiteurs'], ['welcoming visitors'], ['onthaal van bezoekers']),
      tri(['standard téléphonique'], ['switchboard'], ['telefooncentrale']),
    ],
    duties: {
      fr: ['accueil des visiteurs et gestion du standard', 'réservation des salles de réunion'],
      en: ['welcomed visitors and ran the switchboard', 'booked meeting rooms and couriers'],
      nl: ['onthaal van bezoekers en bediening van de telefooncentrale', 'reserveren van vergaderzalen'],
    },
    study: { fr: ['CESS, option tourisme'], en: ['Secondary school, tourism'], nl: ['TSO Toerisme'] },
  },
  {
    key: 'marketing',
    sector: 'other',
    titles: {
      fr: ['Chargé de marketing digital', 'Responsable communication'],
      en: ['Digital Marketing Specialist', 'Marketing Coordinator'],
      nl: ['Digital marketeer', 'Marketingcoördinator'],
    },
    skills: [
      same('Google Ads', 'SEO', 'SEA'),
      same('Google Analytics'),
      tri(['réseaux sociaux'], ['social media'], ['sociale media']),
    ],
    duties: {
      fr: ['gestion des campagnes Google Ads et des réseaux sociaux', 'rédaction de la newsletter'],
      en: ['ran Google Ads and social media campaigns', 'wrote the monthly newsletter'],
      nl: ['beheer van Google Ads-campagnes en sociale media', 'schrijven van de nieuwsbrief'],
    },
    study: {
      fr: ['Master en communication (UCLouvain)'],
      en: ['Master in Communication Sciences'],
      nl: ['Master Communicatiewetenschappen (UGent)'],
    },
  },
];

/** CVs in a fourth or fifth language (German, Spanish), as they arrive; labelled for nothing, as in v1. */
export const FOREIGN_CVS: readonly { lang: 'de' | 'es'; firstName: string; lastName: string; cv: string }[] = [
  {
    lang: 'de',
    firstName: 'Jonas',
    lastName: 'Krings',
    cv: 'Jonas Krings\nEupen\n\nBERUFSERFAHRUNG\n2018 – heute  Buchhalter, Kabelwerk Eupen AG\n- Hauptbuchhaltung, Monatsabschlüsse, Umsatzsteuervoranmeldungen\n- Kreditorenbuchhaltung in SAP FI\n\nAUSBILDUNG\nBachelor Betriebswirtschaft, Autonome Hochschule Ostbelgien\n\nSPRACHEN\nDeutsch (Muttersprache), Französisch (gut), Englisch (gut)',
  },
  {
    lang: 'de',
    firstName: 'Lea',
    lastName: 'Heinen',
    cv: 'Lebenslauf – Lea Heinen\nSoftwareentwicklerin (Java)\n\nBerufserfahrung\n03/2020 – heute: Java-Entwicklerin bei einem Versicherer in Aachen\nEntwicklung von Microservices mit Spring Boot, Kafka, PostgreSQL\n\nKenntnisse: Java, Spring Boot, Hibernate, Docker\nSprachen: Deutsch, Englisch, etwas Französisch',
  },
  {
    lang: 'de',
    firstName: 'Markus',
    lastName: 'Schröder',
    cv: 'Markus Schröder – Berufskraftfahrer\nFührerschein C/CE, Fahrerkarte, Modul 95, ADR-Bescheinigung\n\n2012 – heute  LKW-Fahrer im Nah- und Fernverkehr, Spedition in St. Vith\n2008 – 2012   Lagerarbeiter mit Staplerschein\n\nSprachen: Deutsch, Französisch (Grundkenntnisse)',
  },
  {
    lang: 'es',
    firstName: 'Lucía',
    lastName: 'Fernández',
    cv: 'Lucía Fernández García\nEnfermera\n\nEXPERIENCIA\n2017 – actualidad  Enfermera en la unidad de cuidados intensivos, Hospital Universitario de Salamanca\n- Administración de medicación y vigilancia de constantes\n\nFORMACIÓN\nGrado en Enfermería, Universidad de Salamanca\n\nIDIOMAS\nEspañol (nativo), inglés (B2), francés (A2)',
  },
  {
    lang: 'es',
    firstName: 'Diego',
    lastName: 'Martín',
    cv: 'Diego Martín\nDesarrollador Java / .NET\n\nExperiencia profesional\n2019 – hoy  Desarrollador backend, consultora en Madrid: Java, Spring Boot, microservicios, APIs REST\n2016 – 2019  Programador C# .NET\n\nIdiomas: español, inglés (C1)',
  },
  {
    lang: 'es',
    firstName: 'Carmen',
    lastName: 'Ruiz',
    cv: 'Carmen Ruiz – Contable\n\nResumen: contable con 6 años de experiencia en contabilidad general, IVA y cierres mensuales.\n\nExperiencia\n2020 – actualidad  Contable, empresa de distribución (Valencia)\n\nHerramientas: SAP, Excel, A3\nIdiomas: español, inglés, francés básico',
  },
];

/** Places as each language writes them. */
export const PLACES: readonly Record<Lang, string>[] = [
  { fr: 'Bruxelles', en: 'Brussels', nl: 'Brussel' },
  { fr: 'Anvers', en: 'Antwerp', nl: 'Antwerpen' },
  { fr: 'Gand', en: 'Ghent', nl: 'Gent' },
  { fr: 'Liège', en: 'Liège', nl: 'Luik' },
  { fr: 'Louvain', en: 'Leuven', nl: 'Leuven' },
  { fr: 'Namur', en: 'Namur', nl: 'Namen' },
  { fr: 'Charleroi', en: 'Charleroi', nl: 'Charleroi' },
  { fr: 'Mons', en: 'Mons', nl: 'Bergen' },
  { fr: 'Hasselt', en: 'Hasselt', nl: 'Hasselt' },
  { fr: 'Bruges', en: 'Bruges', nl: 'Brugge' },
  { fr: 'Wavre', en: 'Wavre', nl: 'Waver' },
  { fr: 'Malines', en: 'Mechelen', nl: 'Mechelen' },
  { fr: 'Courtrai', en: 'Kortrijk', nl: 'Kortrijk' },
  { fr: 'Zaventem', en: 'Zaventem', nl: 'Zaventem' },
  { fr: 'Alost', en: 'Aalst', nl: 'Aalst' },
  { fr: 'Nivelles', en: 'Nivelles', nl: 'Nijvel' },
];

/** Client and employer names per sector (invented). */
export const EMPLOYERS: Record<Sector, string[]> = {
  it: [
    'Colibri Software',
    'Assurances Lemaire',
    'Datawave NV',
    'Mutualité Solidaris',
    'Proxima Telecom',
    'Fedict-Log',
    'Nordbank',
  ],
  finance: [
    'Fiduciaire Delvaux',
    'Van Damme & Co',
    'Brasserie du Hainaut',
    'Groupe Chaudfontaine',
    'Lybra Pharma',
    'Kredietcoop',
  ],
  industry: ['Sidmar Steel', 'AGC Verre', 'Frigolux', 'Boortmalt', 'Carmeuse', 'Vandemoortele'],
  construction: ['BESIX', 'Thomas & Piron', 'Jan De Nul', 'Valens', 'Moury Construct', 'Willemen Bouw'],
  logistics: ['Katoen Natie', 'H.Essers', 'Colruyt DC', 'DHL Supply Chain', 'Ninatrans', 'Jost Group'],
  hr: ['Randstad', 'Agilitas', 'Hudson', 'Ethias', 'Partena', 'Proximus'],
  sales: ['Makro', 'Lyreco', 'Bosch Belgium', 'Securitas', 'Engie', 'Vanden Borre'],
  health: ['CHU de Liège', 'AZ Groeninge', 'Clinique Saint-Jean', 'UZ Gent', 'Armonea', 'Cliniques de l’Europe'],
  other: ['Agence Pixel', 'Hôtel Métropole', 'Athénée royal', 'Cabinet Lejeune', 'Sodexo', 'Studio Noord'],
};

export const FIRST_NAMES: Record<Lang, string[]> = {
  fr: [
    'Julien',
    'Camille',
    'Mehdi',
    'Sarah',
    'Thomas',
    'Manon',
    'Youssef',
    'Chloé',
    'Antoine',
    'Inès',
    'Maxime',
    'Aurélie',
    'Grégory',
    'Fatima',
  ],
  en: [
    'Daniel',
    'Priya',
    'Michael',
    'Anna',
    'James',
    'Olga',
    'Ravi',
    'Emma',
    'Tomasz',
    'Laura',
    'Kwame',
    'Sofia',
    'Andrei',
    'Hannah',
  ],
  nl: [
    'Pieter',
    'Lotte',
    'Jens',
    'Femke',
    'Wout',
    'Sanne',
    'Bram',
    'Elke',
    'Koen',
    'Nele',
    'Arne',
    'Hanne',
    'Stijn',
    'Ilse',
  ],
};

export const LAST_NAMES: Record<Lang, string[]> = {
  fr: [
    'Dubois',
    'Lambert',
    'Martin',
    'Leclercq',
    'Dupont',
    'Renard',
    'El Amrani',
    'Collignon',
    'Henrard',
    'Mathieu',
    'Gilson',
    'Lejeune',
  ],
  en: [
    'Smith',
    'Kowalski',
    'Patel',
    'Nowak',
    'Ivanova',
    'Mensah',
    'Rossi',
    'Popescu',
    'Walsh',
    'Okafor',
    'Novak',
    'García',
  ],
  nl: [
    'Peeters',
    'Janssens',
    'Maes',
    'Claes',
    'Wouters',
    'Goossens',
    'Vermeulen',
    'De Smet',
    'Willems',
    'Mertens',
    'Jacobs',
    'Van Damme',
  ],
};
