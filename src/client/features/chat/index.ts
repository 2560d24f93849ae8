// The live-chat widget as other parts of the SPA see it.
export { loadChatWidget, reserveChatLauncherRoom, setChatLanguage } from './chatWidget';
