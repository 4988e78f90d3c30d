(define (problem plan_trial_gmem_0006)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_24_bar__plus_01_dot_42 - object
        PepperShaker_bar__plus_01_dot_42_bar__plus_01_dot_92_bar__minus_01_dot_28 - object
        Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43 - object
        ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39 - object
        Glassbottle_bar__plus_01_dot_06_bar__plus_00_dot_08_bar__minus_01_dot_52 - object
        Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 - receptacle
        Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 - receptacle
        CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_9_bar__minus_4_bar_1_bar_0 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 CabinetType)
        (receptacleType Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 CounterTopType)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 DrawerType)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (objectType CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_24_bar__plus_01_dot_42 CellPhoneType)
        (objectType PepperShaker_bar__plus_01_dot_42_bar__plus_01_dot_92_bar__minus_01_dot_28 PepperShakerType)
        (objectType Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43 PotType)
        (objectType ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39 ButterKnifeType)
        (objectType Glassbottle_bar__plus_01_dot_06_bar__plus_00_dot_08_bar__minus_01_dot_52 GlassbottleType)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CellPhoneType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType GlassbottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType PotType)
        (pickupable CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_24_bar__plus_01_dot_42)
        (pickupable PepperShaker_bar__plus_01_dot_42_bar__plus_01_dot_92_bar__minus_01_dot_28)
        (pickupable Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43)
        (isReceptacleObject Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43)
        (cleanable Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43)
        (coolable Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43)
        (pickupable ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39)
        (cleanable ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39)
        (pickupable Glassbottle_bar__plus_01_dot_06_bar__plus_00_dot_08_bar__minus_01_dot_52)
        (openable Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (openable Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_24_bar__plus_01_dot_42 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (inReceptacle PepperShaker_bar__plus_01_dot_42_bar__plus_01_dot_92_bar__minus_01_dot_28 Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26)
        (inReceptacle Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (inReceptacle ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39 Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43)
        (inReceptacle Glassbottle_bar__plus_01_dot_06_bar__plus_00_dot_08_bar__minus_01_dot_52 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_40_bar__plus_01_dot_87_bar__minus_01_dot_26 loc_bar_4_bar__minus_2_bar_2_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_03_dot_07_bar__plus_01_dot_67_bar__minus_00_dot_71 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_09_bar__plus_00_dot_89_bar__minus_01_dot_52 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_01_dot_43 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (objectAtLocation CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_24_bar__plus_01_dot_42 loc_bar_0_bar_1_bar_0_bar_30)
        (objectAtLocation PepperShaker_bar__plus_01_dot_42_bar__plus_01_dot_92_bar__minus_01_dot_28 loc_bar_4_bar__minus_2_bar_2_bar_0)
        (objectAtLocation Pot_bar__plus_01_dot_24_bar__plus_00_dot_99_bar__plus_00_dot_43 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (objectAtLocation ButterKnife_bar__minus_00_dot_82_bar__plus_00_dot_82_bar__plus_01_dot_39 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (objectAtLocation Glassbottle_bar__plus_01_dot_06_bar__plus_00_dot_08_bar__minus_01_dot_52 loc_bar_4_bar__minus_2_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
