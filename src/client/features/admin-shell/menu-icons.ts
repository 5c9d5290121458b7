import {
  IconAddressBook,
  IconBriefcase,
  IconBuilding,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconPalette,
  IconSend,
  IconServer,
  IconUserCheck,
  IconUsers,
  IconUserStar,
  IconUserSquare,
  type Icon,
} from '@tabler/icons-react';

/** Each screen's icon in the sidebar (what shows when it is folded); a screen not named here gets the default. */
const ICONS: Readonly<Record<string, Icon>> = {
  home: IconLayoutDashboard,
  jobsApplications: IconSend,
  spontanousApplications: IconUserStar,
  talentsInterviews: IconMessages,
  contactsAdmin: IconAddressBook,
  outbox: IconMail,
  people: IconUsers,
  crudPeople: IconUsers,
  crudCompanies: IconBuilding,
  companies: IconBuilding,
  newService: IconServer,
  crudJob: IconBriefcase,
  crudProfile: IconUserSquare,
  crudManagers: IconUserCheck,
  crudUsers: IconUsers,
  auditLog: IconHistory,
  firmSettings: IconPalette,
};

export const screenIcon = (screen: string): Icon => ICONS[screen] ?? IconFileText;
